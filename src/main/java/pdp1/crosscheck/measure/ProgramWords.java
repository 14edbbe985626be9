package pdp1.crosscheck.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import pdp1.asm.Assembly;
import pdp1.asm.Symbol;
import pdp1.asm.tape.Image;
import pdp1.program.ProgramImage;

/**
 * What each word of an assembled program is, from its source line: an instruction of the code or
 * data (texts, tables, the font, variables, literals). A line assembles instructions when it
 * assembles exactly one word and its first word (after any labels) begins with an instruction's
 * name: a permanent symbol with an operation code ({@code lac}, {@code sza}, {@code law}, ...;
 * not {@code i} or a shift count) or a symbol assigned such a value ({@code szm=640500}). Lines of
 * several words are tables (kalah.mac's glyph strings are assigned symbols too), numbers, texts,
 * {@code 0} and labels as words are data, and so are the literals of a {@code constants} line. So
 * are the words of such lines that the program's control flow does not reach ({@link CodeFlow}):
 * tables of words in instruction form, read as data.
 */
public final class ProgramWords {

    /** A skip instruction: its outcome depends on the machine (isp, sad, sas, a skip with a condition). */
    private static final int OP_ISP = 023, OP_SAD = 024, OP_SAS = 025, OP_SKP = 032;
    /** The skip group's condition bits (flags, switches, AC, overflow, IO). */
    private static final int SKIP_CONDITIONS = 07777;

    private final ProgramImage program;
    private final String[] lines;
    private final boolean[] code = new boolean[Image.SIZE];
    private final TreeMap<Integer, String> labels = new TreeMap<>();

    public ProgramWords(ProgramImage program) {
        this.program = program;
        this.lines = program.sourceText().split("\n", -1);
        Assembly a = program.assembly();
        int[] wordsOnLine = new int[lines.length + 2];
        for (int address = 0; address < Image.SIZE; address++) {
            int line = a.lineOf(address);
            if (line > 0 && line < wordsOnLine.length) {
                wordsOnLine[line]++;
            }
        }
        for (int address = 0; address < Image.SIZE; address++) {
            int line = a.lineOf(address);
            code[address] = line > 0 && line <= lines.length && wordsOnLine[line] == 1
                    && program.image().has(address) && startsWithInstruction(lines[line - 1]);
        }
        boolean[] reached = CodeFlow.reachable(program.image(), this::isLiteral, address -> code[address]);
        for (int address = 0; address < Image.SIZE; address++) {
            code[address] &= reached[address];
        }
        for (Symbol s : a.symbols().userSymbols()) {
            if (s.isDefined() && s.kind() == Symbol.Kind.LABEL) {
                labels.putIfAbsent(s.value(), s.name());
            }
        }
    }

    public ProgramImage program() {
        return program;
    }

    /** Whether the word at {@code address} is an instruction of the code. */
    public boolean isCode(int address) {
        return address >= 0 && address < Image.SIZE && code[address];
    }

    /** Whether the word at {@code address} is a literal, placed by a {@code constants} line. */
    public boolean isLiteral(int address) {
        int line = lineOf(address);
        return line > 0 && program.image().has(address) && line(line).strip().startsWith("constants");
    }

    /** The code's addresses, in order. */
    public List<Integer> codeAddresses() {
        List<Integer> list = new ArrayList<>();
        for (int a = 0; a < Image.SIZE; a++) {
            if (code[a]) {
                list.add(a);
            }
        }
        return list;
    }

    /** Whether {@code word} may skip or not, depending on the machine: the skips that can go both ways. */
    public static boolean isConditionalSkip(int word) {
        int op = word >>> 13;
        return op == OP_ISP || op == OP_SAD || op == OP_SAS || op == OP_SKP && (word & SKIP_CONDITIONS) != 0;
    }

    /** The source line that assembled the word at {@code address}, 0 for none. */
    public int lineOf(int address) {
        return program.assembly().lineOf(address);
    }

    /** The address as label+offset (octal), after the nearest label at or below it. */
    public String where(int address) {
        var label = labels.floorEntry(address);
        if (label == null) {
            return Integer.toOctalString(address);
        }
        int off = address - label.getKey();
        return label.getValue() + (off == 0 ? "" : "+" + Integer.toOctalString(off));
    }

    /** Source line {@code n} (from 1), without its newline. */
    public String line(int n) {
        return n >= 1 && n <= lines.length ? lines[n - 1] : "";
    }

    /** Lines of the source. */
    public int lineCount() {
        return lines.length;
    }

    /** The first word of a line after its labels begins with an instruction's name. */
    private boolean startsWithInstruction(String line) {
        String text = line;
        int comment = text.indexOf('/');
        if (comment >= 0) {
            text = text.substring(0, comment);
        }
        text = text.strip();
        while (true) {                                  // labels: "name," before the word
            int comma = text.indexOf(',');
            if (comma <= 0 || !text.substring(0, comma).strip().matches("[a-z0-9.]+")) {
                break;
            }
            text = text.substring(comma + 1).strip();
        }
        String first = text.split("[\\s+\\-]", 2)[0];
        if (first.isEmpty()) {
            return false;
        }
        Optional<Symbol> s = program.assembly().symbols().get(first);
        return s.isPresent() && s.get().isDefined()
                && (s.get().kind() == Symbol.Kind.PERMANENT || s.get().kind() == Symbol.Kind.ASSIGNED)
                && (s.get().value() >>> 13) != 0;
    }
}
