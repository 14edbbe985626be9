package pdp1.emu.cpu;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import pdp1.asm.PermanentSymbols;

/**
 * Renders an instruction word in MACRO mnemonics that macro1 accepts and assembles back to the
 * same word (docs/assembler.md §5.4, §5.9): {@code lac i 1234}, {@code szs i 10}, {@code ral 3s},
 * {@code dpy-i}. macro1 adds the parts of an expression (space = +, ones' complement), so
 * combined skip or operate micro-instructions subtract the repeated opcode the way Spacewar
 * does: {@code sza sma-skp}, {@code cla cli-opr}. Words that are not instructions come back as
 * six octal digits. Addresses and numbers are octal without leading zeros.
 */
public final class Disassembler {

    /** Names by opcode (bits 0-4), by shift kind (bits 5-8) and by IOT word: the assembler's table read once. */
    private static final String[] MEMORY_REFERENCE = new String[32];
    private static final String[] SHIFT_NAMES = new String[16];
    private static final Map<Integer, String> IOT_NAMES = new LinkedHashMap<>();

    /**
     * The names come from the assembler's permanent symbols (pdp1.asm.PermanentSymbols), so that
     * a word reads back as the mnemonic that assembles to it; of two names for one value (mul and
     * mus) the table's first. The groups with parts of their own (skip, operate, law, cal and jda)
     * are rendered below from their bits.
     */
    static {
        PermanentSymbols.values().forEach((name, value) -> {
            int op = value >>> 13;
            if ((value & (Cpu.INDIRECT | Cpu.ADDRESS)) == 0 && op != Cpu.CAL_JDA && op < Cpu.SKP) {
                if (MEMORY_REFERENCE[op] == null) {
                    MEMORY_REFERENCE[op] = name;
                }
            } else if (op == Cpu.SFT && (value & 0777) == 0) {
                SHIFT_NAMES[(value >>> 9) & 017] = name;
            } else if (op == Cpu.IOT && (value & 07777) != 0) {
                IOT_NAMES.putIfAbsent(value, name);
            }
        });
    }

    private Disassembler() {
    }

    public static String disassemble(int word) {
        word &= Arithmetic.WORD;
        int op = word >>> 13;
        boolean indirect = (word & Cpu.INDIRECT) != 0;
        int y = word & Cpu.ADDRESS;
        if (MEMORY_REFERENCE[op] != null) {
            return MEMORY_REFERENCE[op] + (indirect ? " i " : " ") + octal(y);
        }
        return switch (op) {
            case Cpu.CAL_JDA -> indirect ? "jda " + octal(y) : (y == 0 ? "cal" : "cal " + octal(y));
            case Cpu.LAW -> (indirect ? "law i " : "law ") + octal(y);
            case Cpu.SKP -> skip(word);
            case Cpu.SFT -> shift(word);
            case Cpu.IOT -> iot(word);
            case Cpu.OPR -> operate(word);
            default -> word(word);
        };
    }

    private static String skip(int word) {
        List<String> parts = new ArrayList<>();
        if ((word & SkipGroup.SZA) != 0) {
            parts.add("sza");
        }
        if ((word & SkipGroup.SPA) != 0) {
            parts.add("spa");
        }
        if ((word & SkipGroup.SMA) != 0) {
            parts.add("sma");
        }
        if ((word & SkipGroup.SZO) != 0) {
            parts.add("szo");
        }
        if ((word & SkipGroup.SPI) != 0) {
            parts.add("spi");
        }
        if ((word & 070) != 0) {
            parts.add("szs " + octal(word & 070));
        }
        if ((word & 07) != 0) {
            parts.add("szf " + octal(word & 07));
        }
        if ((word & 004000) != 0) {
            parts.add("skp 4000");                  // sni, PDP-1D only
        }
        if (parts.isEmpty()) {
            parts.add("skp");
        }
        boolean invert = (word & SkipGroup.INVERT) != 0;
        if (invert && parts.size() == 1) {
            String only = parts.get(0);             // szs i 10, sza i
            int space = only.indexOf(' ');
            return space < 0 ? only + " i" : only.substring(0, space) + " i" + only.substring(space);
        }
        return combine(parts, "skp") + (invert ? " i" : "");
    }

    private static String operate(int word) {
        if ((word & Arithmetic.WORD) == 0760000) {
            return "nop";
        }
        List<String> parts = new ArrayList<>();
        int rest = word & 017777;
        if ((rest & 02200) == 02200) {
            parts.add("lat");                       // lat = 762200 includes cla
            rest &= ~02200;
        }
        if ((rest & 01200) == 01200) {
            parts.add("clc");
            rest &= ~01200;
        }
        if ((rest & OperateGroup.CLA) != 0) {
            parts.add("cla");
        }
        if ((rest & OperateGroup.CLI) != 0) {
            parts.add("cli");
        }
        if ((rest & OperateGroup.CMA) != 0) {
            parts.add("cma");
        }
        if ((rest & OperateGroup.HLT) != 0) {
            parts.add("hlt");
        }
        int flag = rest & 07;
        if (flag != 0) {
            parts.add(((rest & OperateGroup.SET_FLAG) != 0 ? "stf " : "clf ") + flag);
        }
        int unnamed = rest & ~(OperateGroup.CLA | OperateGroup.CLI | OperateGroup.CMA | OperateGroup.HLT | 07);
        if (flag != 0) {
            unnamed &= ~OperateGroup.SET_FLAG;
        }
        if (unnamed != 0) {
            parts.add("opr " + octal(unnamed));     // lap (100), lat bit alone, PDP-1D bits
        }
        return combine(parts, "opr");
    }

    private static String shift(int word) {
        String name = SHIFT_NAMES[(word >>> 9) & 017];
        if (name == null) {
            return word(word);
        }
        int mask = word & 0777;
        if (mask == 0) {
            return name;
        }
        int n = Integer.bitCount(mask);
        return name + " " + (mask == (1 << n) - 1 ? n + "s" : octal(mask));
    }

    private static String iot(int word) {
        for (Map.Entry<Integer, String> entry : IOT_NAMES.entrySet()) {
            int named = entry.getKey();
            if (named == word) {
                return entry.getValue();
            }
            if ((named & ~Iot.WAIT) == (word & ~Iot.WAIT)) {
                return entry.getValue() + ((word & Iot.WAIT) != 0 ? " i" : "-i");
            }
        }
        int rest = word & 07777;
        if ((word & Iot.WAIT) != 0) {
            return rest == 0 ? "iot i" : "iot i " + octal(rest);
        }
        return "iot " + octal(rest);
    }

    /**
     * Joins parts that each carry the group's opcode ({@code base}): macro1 adds them, so
     * every part after the first is balanced by subtracting the base once.
     */
    private static String combine(List<String> parts, String base) {
        StringBuilder s = new StringBuilder(String.join(" ", parts));
        for (int i = 1; i < parts.size(); i++) {
            s.append('-').append(base);
        }
        return s.toString();
    }

    private static String octal(int n) {
        return Integer.toOctalString(n);
    }

    private static String word(int w) {
        String s = Integer.toOctalString(w);
        return "000000".substring(s.length()) + s;
    }
}
