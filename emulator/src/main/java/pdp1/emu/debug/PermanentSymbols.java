package pdp1.emu.debug;

import java.util.Map;

/**
 * The instruction mnemonics every MACRO program knows, with their values
 * (pdp1-reference.md §5.9, macro1's permanent symbol table). The debugger
 * evaluates instruction text with them, so {@code d 100 lac i 1234} works on a
 * bare tape that came without a symbol table.
 */
final class PermanentSymbols {

    private PermanentSymbols() {
    }

    static final Map<String, Integer> VALUES = Map.ofEntries(
            // memory reference and jumps (§2.2)
            Map.entry("and", 0020000), Map.entry("ior", 0040000), Map.entry("xor", 0060000),
            Map.entry("xct", 0100000), Map.entry("cal", 0160000), Map.entry("jda", 0170000),
            Map.entry("lac", 0200000), Map.entry("lio", 0220000), Map.entry("dac", 0240000),
            Map.entry("dap", 0260000), Map.entry("dip", 0300000), Map.entry("dio", 0320000),
            Map.entry("dzm", 0340000), Map.entry("add", 0400000), Map.entry("sub", 0420000),
            Map.entry("idx", 0440000), Map.entry("isp", 0460000), Map.entry("sad", 0500000),
            Map.entry("sas", 0520000), Map.entry("mul", 0540000), Map.entry("mus", 0540000),
            Map.entry("div", 0560000), Map.entry("dis", 0560000), Map.entry("jmp", 0600000),
            Map.entry("jsp", 0620000), Map.entry("skip", 0640000), Map.entry("skp", 0640000),
            Map.entry("law", 0700000), Map.entry("iot", 0720000), Map.entry("opr", 0760000),
            Map.entry("nop", 0760000), Map.entry("i", 0010000),
            // skip group (§2.7)
            Map.entry("sza", 0640100), Map.entry("spa", 0640200), Map.entry("sma", 0640400),
            Map.entry("szo", 0641000), Map.entry("spi", 0642000), Map.entry("szs", 0640000),
            Map.entry("szf", 0640000),
            // operate group (§2.9)
            Map.entry("clf", 0760000), Map.entry("stf", 0760010), Map.entry("cla", 0760200),
            Map.entry("hlt", 0760400), Map.entry("xx", 0760400), Map.entry("cma", 0761000),
            Map.entry("clc", 0761200), Map.entry("lat", 0762200), Map.entry("cli", 0764000),
            // in-out transfer group (§2.10), the waiting forms as macro1 defines them
            Map.entry("rpa", 0730001), Map.entry("rpb", 0730002), Map.entry("rrb", 0720030),
            Map.entry("ppa", 0730005), Map.entry("ppb", 0730006), Map.entry("tyo", 0730003),
            Map.entry("tyi", 0720004), Map.entry("dpy", 0730007), Map.entry("lsm", 0720054),
            Map.entry("esm", 0720055), Map.entry("cbs", 0720056), Map.entry("lem", 0720074),
            Map.entry("eem", 0724074), Map.entry("cks", 0720033),
            // shift group (§2.8) and its count symbols
            Map.entry("ral", 0661000), Map.entry("ril", 0662000), Map.entry("rcl", 0663000),
            Map.entry("sal", 0665000), Map.entry("sil", 0666000), Map.entry("scl", 0667000),
            Map.entry("rar", 0671000), Map.entry("rir", 0672000), Map.entry("rcr", 0673000),
            Map.entry("sar", 0675000), Map.entry("sir", 0676000), Map.entry("scr", 0677000),
            Map.entry("1s", 01), Map.entry("2s", 03), Map.entry("3s", 07), Map.entry("4s", 017),
            Map.entry("5s", 037), Map.entry("6s", 077), Map.entry("7s", 0177), Map.entry("8s", 0377),
            Map.entry("9s", 0777));
}
