package pdp1.asm;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.BiConsumer;

/**
 * The permanent symbol table of macro1, exact values from docs/assembler.md §5.9. {@code lap} and
 * {@code ioh} are deliberately absent (macro1 leaves them out; Spacewar defines {@code ioh}).
 * The waiting IOTs carry bit 5 (730xxx), as in macro1. Public so that tools
 * outside the assembler (the debugger) read instruction text with the same values.
 */
public final class PermanentSymbols {

    private PermanentSymbols() {
    }

    private static final Object[][] TABLE = {
        // memory reference and jump (docs/machine.md §2.2)
        {"and", 0020000}, {"ior", 0040000}, {"xor", 0060000}, {"xct", 0100000},
        {"cal", 0160000}, {"jda", 0170000}, {"lac", 0200000}, {"lio", 0220000},
        {"dac", 0240000}, {"dap", 0260000}, {"dip", 0300000}, {"dio", 0320000},
        {"dzm", 0340000}, {"add", 0400000}, {"sub", 0420000}, {"idx", 0440000},
        {"isp", 0460000}, {"sad", 0500000}, {"sas", 0520000}, {"mul", 0540000},
        {"mus", 0540000}, {"div", 0560000}, {"dis", 0560000}, {"jmp", 0600000},
        {"jsp", 0620000}, {"skip", 0640000}, {"skp", 0640000}, {"law", 0700000},
        {"iot", 0720000}, {"opr", 0760000}, {"nop", 0760000}, {"i", 0010000},
        // shift group and its step counts (docs/machine.md §2.8)
        {"ral", 0661000}, {"ril", 0662000}, {"rcl", 0663000}, {"sal", 0665000},
        {"sil", 0666000}, {"scl", 0667000}, {"rar", 0671000}, {"rir", 0672000},
        {"rcr", 0673000}, {"sar", 0675000}, {"sir", 0676000}, {"scr", 0677000},
        {"1s", 01}, {"2s", 03}, {"3s", 07}, {"4s", 017}, {"5s", 037},
        {"6s", 077}, {"7s", 0177}, {"8s", 0377}, {"9s", 0777},
        // skip group (docs/machine.md §2.7)
        {"sza", 0640100}, {"spa", 0640200}, {"sma", 0640400}, {"szo", 0641000},
        {"spi", 0642000}, {"szs", 0640000}, {"szf", 0640000},
        // operate group (docs/machine.md §2.9)
        {"clf", 0760000}, {"stf", 0760010}, {"cla", 0760200}, {"hlt", 0760400},
        {"xx", 0760400}, {"cma", 0761000}, {"clc", 0761200}, {"lat", 0762200},
        {"cli", 0764000},
        // in-out transfer (docs/machine.md §2.10)
        {"rpa", 0730001}, {"rpb", 0730002}, {"rrb", 0720030}, {"ppa", 0730005},
        {"ppb", 0730006}, {"tyo", 0730003}, {"tyi", 0720004}, {"dpy", 0730007},
        {"lsm", 0720054}, {"esm", 0720055}, {"cbs", 0720056}, {"lem", 0720074},
        {"eem", 0724074}, {"cks", 0720033},
    };

    private static final Map<String, Integer> VALUES = buildMap();

    /** Every permanent symbol with its value, in table order; unmodifiable. */
    public static Map<String, Integer> values() {
        return VALUES;
    }

    private static Map<String, Integer> buildMap() {
        Map<String, Integer> map = new LinkedHashMap<>();
        forEach(map::put);
        return java.util.Collections.unmodifiableMap(map);
    }

    static void forEach(BiConsumer<String, Integer> sink) {
        for (Object[] row : TABLE) {
            sink.accept((String) row[0], (Integer) row[1]);
        }
    }
}
