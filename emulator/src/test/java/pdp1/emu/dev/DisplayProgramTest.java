package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.front.Phosphor;

/** programs/squares.mac on the standard machine: its point stream and what the tube shows. */
public class DisplayProgramTest {

    public static Path program(String name) {
        Path p = Path.of("programs", name);
        return Files.exists(p) ? p : Path.of("..", "programs", name);
    }

    private StandardMachine runSquares(long untilUs) throws IOException {
        Assembly squares = Assembler.assemble(program("squares.mac"));
        assertThat(squares.hasErrors()).as(squares.diagnostics().toString()).isFalse();
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.console().loadImage(squares.image());
        assertThat(pdp1.machine().run(untilUs)).isEqualTo(StopReason.TIME_LIMIT);
        return pdp1;
    }

    @Test
    void squaresDrawsTheOutlineOf256PointsOverAndOver() throws IOException {
        StandardMachine pdp1 = runSquares(200_000);
        PointRing points = pdp1.points();
        Set<Long> distinct = new HashSet<>();
        for (int i = 0; i < points.size(); i++) {
            int x = points.x(i);
            int y = points.y(i);
            assertThat(x).isBetween(-256, 256);
            assertThat(y).isBetween(-256, 256);
            assertThat(Math.abs(x) == 256 || Math.abs(y) == 256).as("(%d,%d) on the outline", x, y).isTrue();
            assertThat(x % 8 == 0 && y % 8 == 0).isTrue();
            distinct.add((long) x << 32 | (y & 0xffffffffL));
        }
        assertThat(distinct).hasSize(256);
        assertThat(points.total()).as("more than five frames in 0.2 s").isGreaterThan(5 * 256);
    }

    @Test
    void waitingDpysDrawTwentyThousandPointsASimulatedSecond() {
        // 07000 waiting dpy's and a jmp back: 50 µs a point [T30], 5 more at each jmp
        StandardMachine pdp1 = StandardMachine.create();
        Machine m = pdp1.machine();
        int[] words = new int[07001];
        java.util.Arrays.fill(words, Type30Display.DPY | 0730000);
        words[07000] = 0600100;
        m.load(0100, words);
        m.start(0100);
        assertThat(m.run(1_000_000)).isEqualTo(StopReason.TIME_LIMIT);
        PointRing points = pdp1.points();
        long jumps = 0;
        for (int i = 1; i < points.size(); i++) {
            long gap = points.timeUs(i) - points.timeUs(i - 1);
            if (gap != Type30Display.POINT_US) {
                assertThat(gap).as("across the jmp").isEqualTo(Type30Display.POINT_US + 5);
                jumps++;
            }
        }
        assertThat(jumps).isEqualTo(5);
        assertThat(points.total()).as("the first simulated second").isEqualTo(20_000);
    }

    @Test
    void squaresDrawsTwentyThousandPointsASecondAPointEvery50Microseconds() throws IOException {
        // each dpy without its wait, the next point worked out while the display works, then ioh
        StandardMachine pdp1 = runSquares(1_000_000);
        PointRing points = pdp1.points();
        assertThat(points.total()).as("points in the first simulated second").isEqualTo(20_000);
        for (int i = 1; i < points.size(); i++) {
            assertThat(points.timeUs(i) - points.timeUs(i - 1)).as("gap before point %d", i).isEqualTo(Type30Display.POINT_US);
        }
    }

    @Test
    void pointsComeNoFasterThanTheDisplayAllows() throws IOException {
        PointRing points = runSquares(50_000).points();
        for (int i = 1; i < points.size(); i++) {
            assertThat(points.timeUs(i) - points.timeUs(i - 1)).isGreaterThanOrEqualTo(Type30Display.POINT_US);
        }
    }

    @Test
    void theTubeShowsTheSquareAndNothingElse() throws IOException {
        StandardMachine pdp1 = runSquares(200_000);
        BufferedImage img = new Phosphor(512).render(pdp1.points(), pdp1.machine().clock().now);
        // x = ±256 units -> pixel column 128 or 384; y = ±256 -> row 383 or 127. Each point is a
        // soft spot with a halo a few pixels wide: light falls near the outline, nowhere else.
        for (int y = 0; y < 512; y++) {
            for (int x = 0; x < 512; x++) {
                if (Phosphor.isLit(img.getRGB(x, y))) {
                    int fromOutline = Math.min(Math.min(Math.abs(x - 128), Math.abs(x - 384)),
                            Math.min(Math.abs(y - 127), Math.abs(y - 383)));
                    boolean within = x >= 124 && x <= 388 && y >= 123 && y <= 387;
                    assertThat(within && fromOutline <= 4).as("lit pixel (%d,%d) near the outline", x, y).isTrue();
                }
            }
        }
        PointRing points = pdp1.points();
        for (int i = 0; i < 256; i++) {
            int x = (points.x(i) + 512) / 2;
            int y = (511 - points.y(i)) / 2;
            assertThat(Phosphor.isLit(img.getRGB(x, y))).as("the pixel of point (%d,%d)", points.x(i), points.y(i))
                    .isTrue();
        }
        assertThat(Phosphor.isLit(img.getRGB(256, 256))).as("the middle of the square").isFalse();
    }
}
