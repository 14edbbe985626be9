package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;

/**
 * Random programs on our CPU and on SIMH's PDP-1 simulator, compared instruction by instruction
 * (docs/cpu-verification.md). Needs a locally built SIMH {@code pdp1} binary named by the
 * environment variable PDP1_SIMH; skipped without it. Run with
 * {@code PDP1_SIMH=/path/to/pdp1 mvn -B -ntp -q -pl emulator test -Dtest=SimhDifferentialTest}.
 *
 * <p>Before each instruction PC, OV, AC, IO and PF must agree, and so must EA where SIMH records
 * it. The translator runs each program too, in random slices of steps (its blocks do not trace),
 * and its registers must agree with SIMH's entry at every slice's end. SIMH differences that are not the CPU's are set aside (docs/cpu-verification.md): SIMH gets
 * STOP_INST, IND_MAX and XCT_MAX so that it stops where we do; its newest history slot has no EA;
 * for {@code xct} it records the executed instruction's EA.
 */
@Tag("simh")
class SimhDifferentialTest {

    private static final int STEPS = 5000;
    private static final Pattern HISTORY = Pattern.compile(
            "^([0-7]{6})  ([01])  ([0-7]{6}) ([0-7]{6}) ([0-7]{3}) (?:([0-7]{6})  |        )(\\S+).*$");

    @TempDir
    Path dir;

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
        # case                                  | memory | Type 10 | first seed | programs
        4K with Type 10 mul/div                 | 4096   | true    | 1          | 20
        4K with mus/dis                         | 4096   | false   | 1001       | 20
        64K with extend mode (eem/lem)          | 65536  | true    | 2001       | 5
        """, delimiter = '|')
    void randomProgramsRunAsOnSimh(String name, int memory, boolean mulDiv, long firstSeed, int programs,
            TestReporter reporter) throws Exception {
        String simh = System.getenv("PDP1_SIMH");
        assumeTrue(simh != null && Files.isExecutable(Path.of(simh)), "PDP1_SIMH (a SIMH pdp1 binary) not set");
        long entries = 0;
        for (long seed = firstSeed; seed < firstSeed + programs; seed++) {
            entries += compare(Path.of(simh), seed, new MachineOptions(memory, mulDiv, false));
        }
        // in the test report (target/surefire-reports), not on the console
        reporter.publishEntry("SimhDifferentialTest " + name.trim(),
                programs + " programs, " + entries + " entries compared, 0 divergences");
    }

    /** @return the number of history entries compared (all of them agreed) */
    private int compare(Path simh, long seed, MachineOptions options) throws Exception {
        Random random = new Random(seed);
        int[] program = randomProgram(random, options.memoryWords());
        int ac = random.nextInt(01000000);
        int io = random.nextInt(01000000);
        int start = random.nextInt(010000);

        Machine m = new Machine(options);
        System.arraycopy(program, 0, m.core(), 0, program.length);
        m.start(start);
        m.cpu().ac = ac;
        m.cpu().io = io;
        List<int[]> ours = new ArrayList<>();
        m.setTrace((pc, ov, a, i, pf, word, ea, operand) -> ours.add(new int[] {pc, ov, a, i, pf, ea, word}));
        m.runInstructions(STEPS);

        List<int[]> theirs = runSimh(simh, program, options, ac, io, start);
        assertThat(theirs).as("seed %d: SIMH history entries", seed).isNotEmpty();
        int n = Math.min(ours.size(), theirs.size());
        for (int k = 0; k < n; k++) {
            int[] o = ours.get(k);
            int[] s = theirs.get(k);
            boolean eaComparable = s[5] >= 0 && o[5] >= 0 && k != theirs.size() - 1 && (o[6] >>> 13) != Cpu.XCT;
            boolean same = o[0] == s[0] && o[1] == s[1] && o[2] == s[2] && o[3] == s[3] && o[4] == s[4]
                    && (!eaComparable || o[5] == s[5]);
            if (!same) {
                fail("seed %d (%s): entry %d differs%n  ours %s%n  simh %s", seed, options, k, line(o), line(s));
            }
        }
        assertThat(theirs.size()).as("seed %d: SIMH ran as many instructions", seed).isEqualTo(ours.size());
        return n + compareTranslated(seed, options, program, ac, io, start, theirs);
    }

    /** The program on the translator, compared with SIMH's history at the end of each slice; @return slices compared. */
    private static int compareTranslated(long seed, MachineOptions options, int[] program, int ac, int io, int start,
            List<int[]> theirs) {
        Machine m = new Machine(options);
        m.cpu().setEngine(Engine.TRANSLATOR, 1);
        System.arraycopy(program, 0, m.core(), 0, program.length);
        m.start(start);
        m.cpu().ac = ac;
        m.cpu().io = io;
        Random slices = new Random(seed);
        int compared = 0;
        while (m.instructionsExecuted() < theirs.size()) {
            StopReason r = m.cpu().run(Long.MAX_VALUE, 1 + slices.nextInt(50), true);
            int k = (int) m.instructionsExecuted();
            if (k < theirs.size()) {
                int[] s = theirs.get(k);
                Cpu c = m.cpu();
                if (c.pc != s[0] || c.ov != s[1] || c.ac != s[2] || c.io != s[3] || c.pf != s[4]) {
                    fail("seed %d (%s), translator: before entry %d%n  ours PC %06o OV %o AC %06o IO %06o PF %02o%n"
                            + "  simh %s", seed, options, k, c.pc, c.ov, c.ac, c.io, c.pf, line(s));
                }
                compared++;
            }
            if (r != StopReason.INSTRUCTION_LIMIT) {
                break;
            }
        }
        return compared;
    }

    private List<int[]> runSimh(Path simh, int[] program, MachineOptions options, int ac, int io, int start)
            throws IOException, InterruptedException {
        StringBuilder ini = new StringBuilder();
        ini.append("set cpu ").append(options.memoryWords() / 1024).append("k\n");
        ini.append("set cpu ").append(options.mulDiv() ? "mdv" : "nomdv").append('\n');
        ini.append("deposit stop_inst 1\ndeposit ind_max ").append(Cpu.INDIRECT_MAX)
                .append("\ndeposit xct_max ").append(Cpu.XCT_MAX).append('\n');
        for (int a = 0; a < program.length; a++) {
            if (program[a] != 0) {
                ini.append("deposit ").append(Integer.toOctalString(a)).append(' ')
                        .append(Integer.toOctalString(program[a])).append('\n');
            }
        }
        ini.append("deposit ac ").append(Integer.toOctalString(ac)).append("\ndeposit io ")
                .append(Integer.toOctalString(io)).append("\ndeposit pc ").append(Integer.toOctalString(start))
                .append("\ndeposit ov 0\ndeposit extm 0\nset cpu history=").append(STEPS)
                .append("\nstep ").append(STEPS).append("\nshow cpu history=").append(STEPS).append("\nquit\n");
        Path iniFile = dir.resolve("run.ini");
        Path out = dir.resolve("run.out");
        Files.writeString(iniFile, ini, StandardCharsets.US_ASCII);
        Process p = new ProcessBuilder(simh.toString(), iniFile.toString())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")))
                .redirectErrorStream(true).redirectOutput(out.toFile()).start();
        try {
            p.waitFor();
        } finally {
            p.destroyForcibly();        // still running only when the hang guard interrupted the wait
        }
        List<int[]> entries = new ArrayList<>();
        for (String line : Files.readAllLines(out, StandardCharsets.ISO_8859_1)) {
            Matcher h = HISTORY.matcher(line);
            if (h.matches()) {
                entries.add(new int[] {octal(h.group(1)), octal(h.group(2)), octal(h.group(3)), octal(h.group(4)),
                    octal(h.group(5)), h.group(6) == null ? -1 : octal(h.group(6))});
            }
        }
        return entries;
    }

    /**
     * Core full of instructions: memory reference (some indirect), jumps, xct, cal/jda, skips, the
     * twelve shifts, operates without hlt, law, a few eem/lem, and random words. The programs
     * write into themselves, so illegal words and hlt still turn up.
     */
    static int[] randomProgram(Random r, int words) {
        int[] memoryOps = {001, 002, 003, 010, 011, 012, 013, 014, 015, 016, 020, 021, 022, 023, 024, 025, 026, 027};
        int[] shifts = {0661, 0662, 0663, 0665, 0666, 0667, 0671, 0672, 0673, 0675, 0676, 0677};
        int[] core = new int[words];
        for (int a = 0; a < words; a++) {
            double k = r.nextDouble();
            int y = r.nextInt(010000);
            int w;
            if (k < 0.02) {
                w = r.nextBoolean() ? 0724074 : 0720074;                            // eem, lem
            } else if (k < 0.42) {
                w = memoryOps[r.nextInt(memoryOps.length)] << 13 | (r.nextDouble() < 0.15 ? 010000 : 0) | y;
            } else if (k < 0.50) {
                w = (r.nextBoolean() ? 030 : 031) << 13 | (r.nextDouble() < 0.1 ? 010000 : 0) | y;
            } else if (k < 0.52) {
                w = 004 << 13 | y;                                                    // xct
            } else if (k < 0.55) {
                w = 007 << 13 | (r.nextBoolean() ? 010000 : 0) | y;                   // cal, jda
            } else if (k < 0.65) {
                w = 032 << 13 | r.nextInt(020000);                                    // skips
            } else if (k < 0.77) {
                w = shifts[r.nextInt(shifts.length)] << 9 | r.nextInt(01000);
            } else if (k < 0.85) {
                w = 037 << 13 | (r.nextInt(020000) & ~0400);                           // operate, no hlt
            } else if (k < 0.90) {
                w = 034 << 13 | (r.nextBoolean() ? 010000 : 0) | y;                   // law
            } else {
                w = r.nextInt(01000000);
                int op = w >>> 13;
                if (op == 0 || op == 005 || op == 006 || op == 017 || op == 036 || op == 035 || op == 033 || op == 037) {
                    w = 010 << 13 | y;                                                // lac instead
                }
            }
            core[a] = w;
        }
        return core;
    }

    private static int octal(String s) {
        return Integer.parseInt(s, 8);
    }

    private static String line(int[] e) {
        return String.format("PC %06o OV %o AC %06o IO %06o PF %02o EA %s", e[0], e[1], e[2], e[3], e[4],
                e[5] < 0 ? "-" : String.format("%06o", e[5]));
    }
}
