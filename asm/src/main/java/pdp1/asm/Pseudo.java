package pdp1.asm;

/**
 * The pseudo-instructions of macro1 (docs/assembler.md §5.7), under the six-character names macro1 stores.
 * Those marked {@code inExpressions} yield a value inside an expression; the others are
 * statements.
 */
enum Pseudo {
    CONSTANTS("consta", false),
    DEFINE("define", false),
    REPEAT("repeat", false),
    START("start", false),
    VARIABLES("variab", false),
    TEXT("text", false),
    NOINPUT("noinpu", false),
    EXPUNGE("expung", false),
    CHAR("charac", true),
    DECIMAL("decima", true),
    FLEXO("flexo", true),
    OCTAL("octal", true);

    final String storedName;
    final boolean inExpressions;

    Pseudo(String storedName, boolean inExpressions) {
        this.storedName = storedName;
        this.inExpressions = inExpressions;
    }

    static Pseudo of(int value) {
        return values()[value];
    }
}
