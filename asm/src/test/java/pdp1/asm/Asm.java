package pdp1.asm;

/** Test helpers: assemble a few lines with a title and a location, read words back. */
final class Asm {

    private Asm() {
    }

    /** Assembles {@code body} (lines after a title line) at location 100. */
    static Assembly at100(String body) {
        return Assembler.assemble("test\n100/\n" + body + "\nstart 100\n", "t.mac");
    }

    /** The single word assembled at 100 from one source word. */
    static int word(String sourceWord) {
        Assembly a = at100("\t" + sourceWord);
        if (a.hasErrors()) {
            throw new AssertionError(a.report());
        }
        return a.image().get(0100);
    }
}
