package pdp1.asm;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Seeded random MACRO programs that macro1 should accept: labels, memory-reference
 * instructions with symbolic, numeric, literal and relative operands, operate and skip
 * combinations, assignments, text/flexo/char, repeat, macros with R-relative labels,
 * variables, several constants blocks, radix changes. Every statement stands alone on its
 * line (after a TAB), so none of the documented differences from macro1 come into play.
 */
final class RandomPrograms {

    private static final String[] MEMORY_REFERENCE = {"lac", "dac", "add", "sub", "lio", "dio", "and", "ior",
        "xor", "dap", "dip", "dzm", "idx", "isp", "sad", "sas", "jmp", "jsp", "xct", "law", "cal", "jda"};
    private static final String[] SINGLE = {"cla", "cli", "cma", "clc", "lat", "hlt", "nop", "tyi", "tyo",
        "rpa", "rpb", "dpy", "cks", "ral 1s", "rar 3s", "rcl 9s", "sar 4s", "scl 2s", "sza", "spa", "sma",
        "szo", "spi", "szs 10", "szf 3", "stf 6", "clf 7", "dpy-i", "tyo-i", "iot 11", "szs i 20"};
    private static final String[] COMBINED = {"cla+cli+clf 1-opr-opr", "sza sma-szf", "spa sza-skp",
        "cla cma-opr", "cla+cli-opr", "sma szo i-skp", "clc=cma+cla-opr"};
    private static final String TEXT_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,()-+";

    private RandomPrograms() {
    }

    static String generate(long seed) {
        Random r = new Random(seed);
        int labels = 3 + r.nextInt(12);
        List<String> lines = new ArrayList<>();
        lines.add("random program " + seed);
        lines.add("\tdefine m1 A,B");
        lines.add("\tlac A");
        lines.add("q,\tdac B");
        lines.add("\tjmp q+R");
        lines.add("\tterm");
        lines.add("\tdefine m2 X");
        lines.add("\tm1 X,X+1");
        lines.add("\tlio (X");
        lines.add("\trepeat 2, X=X+X");
        lines.add("\tadd X");
        lines.add("\tterminate");
        lines.add(Integer.toOctalString(0100 + r.nextInt(03000)) + "/");
        int statements = 10 + r.nextInt(80);
        List<Integer> labelAt = new ArrayList<>();
        for (int i = 0; i < labels; i++) {
            labelAt.add(r.nextInt(statements));
        }
        int variables = 0;
        for (int s = 0; s < statements; s++) {
            String prefix = "";
            int idx = labelAt.indexOf(s);
            if (idx >= 0) {
                prefix = "l" + idx + ",";
                labelAt.set(idx, -1);
            }
            String stmt = statement(r, labels, variables);
            if (stmt.contains("\\v" + variables)) {
                variables++;
            }
            if (stmt.contains("=") && !stmt.startsWith("\t")) {
                if (!prefix.isEmpty()) {
                    lines.add(prefix + "\t0");
                }
                lines.add(stmt);
            } else {
                lines.add(prefix + "\t" + stmt);
            }
            if (r.nextInt(40) == 0) {
                lines.add("\tconstants");
            }
        }
        for (int i = 0; i < labelAt.size(); i++) {
            if (labelAt.get(i) >= 0) {
                lines.add("l" + i + ",\t" + Integer.toOctalString(r.nextInt(0777777)));
            }
        }
        lines.add("\tconstants");
        lines.add("\tvariables");
        switch (r.nextInt(4)) {
            case 0 -> { }                                   // no start: macro1's pass-1 block goes first
            case 1 -> lines.add("start");
            default -> lines.add("start l" + r.nextInt(labels));
        }
        return String.join("\n", lines) + "\n";
    }

    private static String statement(Random r, int labels, int variables) {
        switch (r.nextInt(24)) {
            case 0, 1, 2, 3, 4 -> {
                String op = MEMORY_REFERENCE[r.nextInt(MEMORY_REFERENCE.length)];
                return op + (r.nextInt(4) == 0 && !op.equals("jda") && !op.equals("cal") ? " i " : " ") + operand(r, labels, variables);
            }
            case 5, 6 -> {
                return SINGLE[r.nextInt(SINGLE.length)];
            }
            case 7 -> {
                return COMBINED[r.nextInt(COMBINED.length)];
            }
            case 8 -> {
                return "s" + r.nextInt(5) + "=" + operand(r, labels, variables).replace("(", "");
            }
            case 9 -> {
                StringBuilder t = new StringBuilder();
                int n = 1 + r.nextInt(10);
                for (int i = 0; i < n; i++) {
                    t.append(TEXT_CHARS.charAt(r.nextInt(TEXT_CHARS.length())));
                }
                return "text /" + t + "/";
            }
            case 10 -> {
                return r.nextBoolean() ? "flexo " + letters(r, 3) : "char " + "lmr".charAt(r.nextInt(3)) + "abcxyz19.,".charAt(r.nextInt(10));
            }
            case 11 -> {
                return "repeat " + (1 + r.nextInt(4)) + ", " + SINGLE[r.nextInt(SINGLE.length)];
            }
            case 12 -> {
                return r.nextBoolean() ? "m1 " + operand(r, labels, variables).replace("(", "") + ", " + Integer.toOctalString(r.nextInt(07777))
                        : "m2 " + Integer.toOctalString(r.nextInt(0777));
            }
            case 13 -> {
                return "decimal " + r.nextInt(100000) + " octal";
            }
            case 14 -> {
                return "-" + Integer.toOctalString(r.nextInt(0777777));
            }
            case 15 -> {
                return "lac \\v" + variables;
            }
            case 16 -> {
                return "repeat " + (1 + r.nextInt(3)) + ", m2 " + Integer.toOctalString(r.nextInt(077));
            }
            case 17 -> {
                return SINGLE[r.nextInt(SINGLE.length)] + "\t" + SINGLE[r.nextInt(SINGLE.length)] + "\t/ two words";
            }
            case 18 -> {
                return "text .ab\ncd.";
            }
            case 19 -> {
                return "lac ((" + Integer.toOctalString(r.nextInt(0777)) + "\t/ nested literal";
            }
            case 20 -> {
                return "[" + Integer.toOctalString(r.nextInt(0777)) + "+l" + r.nextInt(labels) + "]&"
                        + Integer.toOctalString(r.nextInt(0777777)) + "!" + Integer.toOctalString(r.nextInt(07))
                        + "*" + Integer.toOctalString(r.nextInt(010));
            }
            case 21 -> {
                return "flexo " + "aBx9Z".charAt(r.nextInt(5)) + "abcXYZ".charAt(r.nextInt(6)) + "xyz".charAt(r.nextInt(3));
            }
            case 22 -> {
                return "law i decimal " + r.nextInt(4000) + " octal";
            }
            default -> {
                char c = "bc".charAt(r.nextInt(2));
                return "dac a\\" + c + "\tlac a" + c + "\t/ an overbar inside the name";
            }
        }
    }

    private static String operand(Random r, int labels, int variables) {
        return switch (r.nextInt(7)) {
            case 0 -> Integer.toOctalString(r.nextInt(07777));
            case 1, 2 -> "l" + r.nextInt(labels);
            case 3 -> "(" + Integer.toOctalString(r.nextInt(0777777));
            case 4 -> "(l" + r.nextInt(labels) + (r.nextBoolean() ? ")" : "");
            case 5 -> "." + (r.nextBoolean() ? "+" : "-") + r.nextInt(8);
            default -> "l" + r.nextInt(labels) + "+" + r.nextInt(8);
        };
    }

    private static String letters(Random r, int n) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < n; i++) {
            b.append("abcxyzABCXYZ19".charAt(r.nextInt(14)));
        }
        return b.toString();
    }
}
