package pdp1.emu.debug;

import pdp1.emu.cpu.Arithmetic;
import pdp1.emu.cpu.Disassembler;

/**
 * How the debugger writes words and addresses: octal as in the reference
 * (six digits for a word, four for an address in field 0), disassembly with
 * the operand address shown by its label when there is one (DDT's habit).
 */
final class WordFormat {

    private static final int OP_SHIFT = 13;          // IR = bits 0-4
    private static final int OP_CAL_JDA = 007;       // 16/17: bit 5 picks jda
    private static final int OP_LAST_MEMORY = 031;   // jsp; 32 is the skip group
    private static final int JDA_BIT = 0010000;

    private final Symbols symbols;

    WordFormat(Symbols symbols) {
        this.symbols = symbols;
    }

    static String word(int w) {
        return pad(Integer.toOctalString(w), 6);
    }

    static String address(int a) {
        return pad(Integer.toOctalString(a), a > 07777 ? 6 : 4);
    }

    /** {@code 0103  loop+3     200105  lac count}: a listing line. */
    String line(int address, int word) {
        String label = symbols.symbolic(address).orElse("");
        return address(address) + "  " + padRight(label, 10) + " " + word(word) + "  " + instruction(address, word);
    }

    /** {@code 0114  sum        000055      45  000055}: as a listing line, with the signed decimal value. */
    String lineWithDecimal(int address, int word) {
        String label = symbols.symbolic(address).orElse("");
        String decimal = Integer.toString(signed(word));
        return address(address) + "  " + padRight(label, 10) + " " + word(word) + " "
                + " ".repeat(Math.max(0, 7 - decimal.length())) + decimal + "  " + instruction(address, word);
    }

    /** The word as a ones'-complement integer (docs/machine.md §1.1): 777766 is -9, 777777 is -0 shown as 0. */
    static int signed(int word) {
        return Arithmetic.toInt(word);
    }

    /** An address with its label when it has one: {@code 0103 (loop+3)}. */
    String addressWithLabel(int address) {
        return address(address) + symbols.symbolic(address).map(s -> " (" + s + ")").orElse("");
    }

    /** The disassembly, with a memory-reference operand shown symbolically. */
    String instruction(int address, int word) {
        String text = Disassembler.disassemble(word);
        int op = word >>> OP_SHIFT;
        boolean memoryReference = op >= 1 && op <= OP_LAST_MEMORY
                && (op != OP_CAL_JDA || (word & JDA_BIT) != 0);
        if (!memoryReference) {
            return text;
        }
        int space = text.lastIndexOf(' ');
        int target = (address & 0170000) | (word & 07777);
        String last = text.substring(space + 1);
        if (space < 0 || !last.matches("[0-7]+") || Integer.parseInt(last, 8) != (word & 07777)) {
            return text;
        }
        return symbols.symbolic(target).map(s -> text.substring(0, space + 1) + s).orElse(text);
    }

    private static String pad(String s, int width) {
        return s.length() >= width ? s : "0".repeat(width - s.length()) + s;
    }

    private static String padRight(String s, int width) {
        return s.length() >= width ? s : s + " ".repeat(width - s.length());
    }
}
