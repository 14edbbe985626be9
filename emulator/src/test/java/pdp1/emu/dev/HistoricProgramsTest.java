package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.front.Phosphor;

/**
 * Historic PDP-1 tapes and sources, run from a local directory named by the
 * environment variable PDP1_HISTORIC_DIR (never committed: simh/simh
 * PDP1/spacewar1 munch.rim and spacewar.rim, aap/blincolnlights pdp1/tapes
 * minskytron.rim and circle.rim, pdp1/maindec/*.mac). Each test is skipped
 * when its file is absent. PNG snapshots go to target/historic/. What each
 * program does and how to run it by hand: docs/historic-programs.md. Run with
 * {@code PDP1_HISTORIC_DIR=DIR mvn -pl emulator -am test -Dtest=HistoricProgramsTest
 * -Dsurefire.failIfNoSpecifiedTests=false}.
 */
@Tag("historic")
class HistoricProgramsTest {

    private static final Path DIR = System.getenv("PDP1_HISTORIC_DIR") == null
            ? null : Path.of(System.getenv("PDP1_HISTORIC_DIR"));
    private static final Path PNG_DIR = Path.of("target", "historic");

    private static Path historic(String name) {
        assumeTrue(DIR != null, "PDP1_HISTORIC_DIR not set");
        Path p = DIR.resolve(name);
        assumeTrue(Files.exists(p), p + " not present");
        return p;
    }

    /** READ IN the tape and run it for {@code seconds} of simulated time. */
    private static StandardMachine readInAndRun(String tape, int testWord, double seconds) throws Exception {
        return readInAndRun(tape, testWord, seconds, MachineOptions.standard());
    }

    private static StandardMachine readInAndRun(String tape, int testWord, double seconds, MachineOptions options)
            throws Exception {
        StandardMachine pdp1 = StandardMachine.create(options);
        pdp1.reader().load(Files.readAllBytes(historic(tape)), tape);
        pdp1.console().setTestWord(testWord);
        pdp1.console().readIn();
        StopReason stop = pdp1.machine().run(Math.round(seconds * 1e6));
        assertThat(stop).as(stop.describe(pdp1.machine())).isEqualTo(StopReason.TIME_LIMIT);
        return pdp1;
    }

    private static void snapshot(StandardMachine pdp1, String name) throws IOException {
        Files.createDirectories(PNG_DIR);
        new Phosphor(1024).writePng(pdp1.points(), pdp1.machine().clock().now, PNG_DIR.resolve(name));
    }

    @Test
    void munchingSquaresDrawsAtFullSpeed() throws Exception {
        StandardMachine pdp1 = readInAndRun("munch.rim", 04000, 2.0);   // "classic" test word
        snapshot(pdp1, "munch.png");
        // 50 µs a point (lat add dac rcl xor dpy jmp) once the 0.7 s read-in is over
        assertThat(pdp1.points().total()).isGreaterThan(20_000);
    }

    @Test
    void minskytronDrawsItsFigureInTheMiddleOfTheTube() throws Exception {
        // Test word 677721: the six shift counts AAP's blincolnlights emulator starts Minskytron
        // with (docs/historic-programs.md). Its three oscillators stay in a column in the middle;
        // with test word 0 the points scatter over the whole tube instead.
        StandardMachine pdp1 = readInAndRun("minskytron.rim", 0677721, 8.0);
        snapshot(pdp1, "minskytron.png");
        PointRing points = pdp1.points();
        assertThat(points.total()).isGreaterThan(1000);
        for (int i = 0; i < points.size(); i++) {
            assertThat(Math.abs(points.x(i))).as("x of point %d", i).isLessThan(256);
        }
    }

    @Test
    void circleDraws() throws Exception {
        StandardMachine pdp1 = readInAndRun("circle.rim", 0, 2.0);
        snapshot(pdp1, "circle.png");
        assertThat(pdp1.points().total()).isGreaterThan(1000);
    }

    @Test
    void spacewarRunsAndDrawsTheStarsAndShips() throws Exception {
        // Spacewar 3.1 multiplies and divides with mus/dis: no Type 10 (SIMH's default NOMDV).
        // Its block-loader tape takes 21 s to read at 400 lines/s.
        StandardMachine pdp1 = readInAndRun("spacewar.rim", 0, 30.0, MachineOptions.standard().withMulDiv(false));
        snapshot(pdp1, "spacewar.png");
        assertThat(pdp1.points().total()).isGreaterThan(10_000);
    }

    @Test
    void maindec1PartsRunToTheirFinalHalt() throws Exception {
        ByteArrayOutputStream tape = new ByteArrayOutputStream();
        String[] parts = {"01", "02", "03", "04", "05", "06", "07", "10", "11", "12", "13", "14",
            "16", "17", "20", "end"};   // part 15 (jsp/jda/cal) does not assemble yet: labels named by macro dummies
        for (String part : parts) {
            Path source = historic("maindec1_" + part + ".mac");
            // AAP's reconstructions have no title line, and macro1 skips the first line as
            // the title (docs/assembler.md §5.2): part 1 begins with its origin "7766/". Give each a title.
            Assembly a = Assembler.assemble("maindec 1 part " + part + "\n" + Files.readString(source),
                    source.getFileName().toString());
            assertThat(a.hasErrors()).as(a.diagnostics().toString()).isFalse();
            tape.write(a.rimTape());
        }
        StandardMachine pdp1 = StandardMachine.create();
        Machine m = pdp1.machine();
        pdp1.reader().load(tape.toByteArray(), "maindec1.rim");
        pdp1.console().readIn();
        // The procedure of SIMH's pdp1_diag.txt (docs/machine.md §6.1), on AAP's reconstructed parts:
        StopReason stop = m.run(m.clock().now + 10_000_000);
        assertThat(stop.describe(m)).as("part 2 halts after read-in").isEqualTo("halted at 0001 (hlt)");
        assertThat(m.run(m.clock().now + 500_000)).as("CONTINUE: sense switch loop").isEqualTo(StopReason.TIME_LIMIT);
        m.cpu().ss = 077;
        m.start(032);
        assertThat(m.run(m.clock().now + 500_000)).as("SS 77, start 32").isEqualTo(StopReason.TIME_LIMIT);
        m.cpu().tw = 0777777;
        m.cpu().ss = 0;
        m.start(07772);                            // the part-1 loader reads the remaining parts
        stop = m.run(m.clock().now + 120_000_000);
        String when = "at %.6f s simulated".formatted(m.clock().now / 1e6);
        assertThat(stop.describe(m)).as("the end part's hlt at 0, " + when).isEqualTo("halted at 0000 (hlt)");
        assertThat(pdp1.reader().position()).as("all parts read, " + when).isEqualTo(tape.size() - 1);
    }

    /**
     * AAP's reconstructed MAINDEC 4 swaps AC and IO with two {@code rcl 77}: 77 has six one-bits,
     * so each rotates 6 places (docs/machine.md §2.8) and the pair 12, not 18; its software reference
     * results come out scrambled and it types every case as an error. Two {@code rcl 777}
     * (9 + 9) swap, as the macro's name says. Patched here in memory, in the swap macro and in
     * the two "swap" pairs in pri2; the type macro's {@code rcl 77} (one character) stays.
     */
    static String withSwapFixed(String source) {
        String fixed = source
                .replace("define swap\n\trcl 77\n\trcl 77\n", "define swap\n\trcl 777\n\trcl 777\n")
                .replace("\trcl 77\t/ swap\n\trcl 77\n", "\trcl 777\t/ swap\n\trcl 777\n");
        assertThat(fixed).as("maindec4.mac: the swap macro to fix").contains("define swap\n\trcl 777\n\trcl 777\n");
        assertThat(fixed).as("maindec4.mac: pri2's swaps to fix").doesNotContain("\trcl 77\t/ swap");
        return fixed;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(textBlock = """
        # case                                 | Type 10 | start
        mul and div (Type 10), started at 0    | true    | 0
        mus and dis (no Type 10), started at 1 | false   | 1
        """, delimiter = '|')
    void maindec4WithItsSwapFixedRunsWithoutTypingAnError(String name, boolean mulDiv, int start) throws Exception {
        Path source = historic("maindec4.mac");
        Assembly a = Assembler.assemble("maindec 4\n" + withSwapFixed(Files.readString(source)), "maindec4.mac");
        assertThat(a.hasErrors()).as(a.diagnostics().toString()).isFalse();
        StandardMachine pdp1 = StandardMachine.create(MachineOptions.standard().withMulDiv(mulDiv));
        pdp1.console().loadImage(a.image());
        pdp1.machine().start(start);
        StopReason stop = pdp1.machine().run(300_000_000);
        assertThat(stop).as(stop.describe(pdp1.machine())).isEqualTo(StopReason.TIME_LIMIT);
        // It types one carriage return when it starts, and an error report only on a wrong result.
        assertThat(pdp1.transcript().text()).as("what it typed in 300 s").isBlank();
    }

    /** Spacewar 3.1 read in, {@code keys} held on the control boxes from {@code press} to {@code release} s, run to {@code end} s. */
    private static StandardMachine spacewar(int keys, double press, double release, double end) throws Exception {
        StandardMachine pdp1 = StandardMachine.create(MachineOptions.standard().withMulDiv(false));
        pdp1.reader().load(Files.readAllBytes(historic("spacewar.rim")), "spacewar.rim");
        pdp1.console().readIn();
        Machine m = pdp1.machine();
        assertThat(m.run(Math.round(press * 1e6))).isEqualTo(StopReason.TIME_LIMIT);
        pdp1.controlBoxes().press(keys);
        assertThat(m.run(Math.round(release * 1e6))).isEqualTo(StopReason.TIME_LIMIT);
        pdp1.controlBoxes().release(keys);
        assertThat(m.run(Math.round(end * 1e6))).isEqualTo(StopReason.TIME_LIMIT);
        return pdp1;
    }

    /**
     * A ship as drawn in the last 0.1 s: its centre and the direction of its long axis in
     * degrees (0..180), from the points within 40 display units of the median point of its
     * quadrant (the outline, drawn every frame, outnumbers the stars there many times).
     */
    static double[] ship(PointRing p, int qx, int qy) {
        long from = p.timeUs(p.size() - 1) - 100_000;
        List<int[]> q = new ArrayList<>();
        for (int i = 0; i < p.size(); i++) {
            if (p.timeUs(i) >= from && Integer.signum(p.x(i)) == qx && Integer.signum(p.y(i)) == qy) {
                q.add(new int[] {p.x(i), p.y(i)});
            }
        }
        assertThat(q).as("points in quadrant (%d, %d)", qx, qy).isNotEmpty();
        int mx = q.stream().mapToInt(a -> a[0]).sorted().toArray()[q.size() / 2];
        int my = q.stream().mapToInt(a -> a[1]).sorted().toArray()[q.size() / 2];
        double sx = 0, sy = 0, sxx = 0, syy = 0, sxy = 0;
        int n = 0;
        for (int[] a : q) {
            if (Math.hypot(a[0] - mx, a[1] - my) <= 40) {
                sx += a[0];
                sy += a[1];
                sxx += (double) a[0] * a[0];
                syy += (double) a[1] * a[1];
                sxy += (double) a[0] * a[1];
                n++;
            }
        }
        double x = sx / n, y = sy / n;
        double cxx = sxx / n - x * x, cyy = syy / n - y * y, cxy = sxy / n - x * y;
        double axis = Math.toDegrees(0.5 * Math.atan2(2 * cxy, cxx - cyy));
        return new double[] {x, y, (axis + 180) % 180};
    }

    /** The smaller angle between two axis directions (degrees, mod 180). */
    private static double turnedBy(double a, double b) {
        double d = Math.abs(a - b) % 180;
        return Math.min(d, 180 - d);
    }

    @Test
    void spacewarShipTurnsWhileItsRotateKeyIsHeld() throws Exception {
        // The game starts once the 21 s read-in is over. Ship 1 (box bits 14-17) starts bottom
        // left, ship 2 top right. Rotate ship 1 for 1.5 s, let go, look at both at 25 s.
        StandardMachine free = spacewar(0, 22.0, 23.5, 25.0);
        StandardMachine turned = spacewar(ControlBoxes.SHIP1_CCW, 22.0, 23.5, 25.0);
        snapshot(free, "spacewar-free.png");
        snapshot(turned, "spacewar-ship1-turned.png");
        double[] ship1 = ship(free.points(), -1, -1), ship1Turned = ship(turned.points(), -1, -1);
        double[] ship2 = ship(free.points(), 1, 1), ship2Turned = ship(turned.points(), 1, 1);
        String seen = "ship 1 %s -> %s, ship 2 %s -> %s".formatted(Arrays.toString(ship1),
                Arrays.toString(ship1Turned), Arrays.toString(ship2), Arrays.toString(ship2Turned));
        assertThat(turnedBy(ship1[2], ship1Turned[2])).as("ship 1 turned: " + seen).isGreaterThan(20);
        assertThat(turnedBy(ship2[2], ship2Turned[2])).as("ship 2 did not: " + seen).isLessThan(5);
        assertThat(Math.hypot(ship1[0] - ship1Turned[0], ship1[1] - ship1Turned[1]))
                .as("ship 1 turned where it was: " + seen).isLessThan(10);
    }
}
