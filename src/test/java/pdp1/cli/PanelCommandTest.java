package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.GraphicsEnvironment;
import java.awt.Point;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.emu.panel.PanelLayout;
import pdp1.emu.panel.PanelLayout.Register;
import pdp1.emu.panel.PanelRenderer;

class PanelCommandTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private int panel(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "panel";
        System.arraycopy(args, 0, all, 1, args.length);
        return cli.run(all);
    }

    @Test
    void pngShowsTheAddressSwitchesAtTheProgramsStart() throws IOException {
        Path png = tmp.resolve("console.png");
        int code = panel(RunCommandTest.program("hello.mac").toString(), "--png", png.toString());

        assertThat(code).as(cli.err()).isZero();
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(image.getWidth()).isEqualTo(PanelLayout.WIDTH);
        Point bit11 = PanelLayout.toggle(PanelLayout.Switches.ADDRESS, 11);   // 0100 = bit 11
        assertThat(image.getRGB(bit11.x, bit11.y - 8) & 0xffffff).isEqualTo(PanelRenderer.LEVER.getRGB() & 0xffffff);
    }

    @Test
    void pngAfterARunShowsTheHaltedMachine() throws IOException {
        Path png = tmp.resolve("halted.png");
        int code = panel(RunCommandTest.program("hello.mac").toString(), "--png", png.toString(), "--run", "5");

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).startsWith("halted at 0110");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(lit(image, PanelLayout.lamp(Register.PC, 17))).as("PC 0111, bit 17").isTrue();
        assertThat(lit(image, PanelLayout.lamp(Register.PC, 16))).as("PC 0111, bit 16").isFalse();
    }

    @Test
    void pngAfterOneCycleShowsTheLampsInTheMiddleOfAnInstruction() throws IOException {
        Path source = Files.writeString(tmp.resolve("indirect.mac"),
                "indirect\n100/\ngo,\tlac i ptr\n\thlt\nptr,\tword\nword,\t123456\n\tstart go\n");
        Path png = tmp.resolve("cycle.png");
        int code = panel(source.toString(), "--png", png.toString(), "--cycles", "2");

        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).startsWith("cycle done at MA 0102; next: execute");
        BufferedImage image = ImageIO.read(png.toFile());
        assertThat(lit(image, PanelLayout.lamp(PanelLayout.Status.CYCLE))).as("CYC").isTrue();
        assertThat(lit(image, PanelLayout.lamp(PanelLayout.Status.DEFER))).as("DEF").isFalse();
        assertThat(lit(image, PanelLayout.lamp(Register.MA, 16))).as("MA 0102, bit 16").isTrue();
        assertThat(lit(image, PanelLayout.lamp(Register.MB, 17))).as("MB 000103, the pointer: bit 17").isTrue();
        assertThat(lit(image, PanelLayout.lamp(Register.MB, 15))).as("MB 000103: bit 15").isFalse();
        assertThat(lit(image, PanelLayout.lamp(Register.AC, 0))).as("AC not loaded yet").isFalse();
    }

    @Test
    void cyclesWithoutPngIsAUsageError() {
        int code = panel(RunCommandTest.program("hello.mac").toString(), "--cycles", "3");
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --cycles needs --png");
    }

    @Test
    void withoutADisplayTheWindowIsAUsageError() {
        assumeTrue(GraphicsEnvironment.isHeadless(), "a display is available here");
        int code = panel(RunCommandTest.program("hello.mac").toString());
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: the panel needs a display").doesNotContain("Exception");
    }

    @Test
    void aBadTapeIsBadInput() throws IOException {
        Path tape = Files.write(tmp.resolve("junk.rim"), new byte[] {(byte) 0232, 1, 2});
        int code = panel(tape.toString(), "--png", tmp.resolve("x.png").toString());
        assertThat(code).as(cli.out()).isEqualTo(1);
        assertThat(cli.err()).contains("junk.rim");
    }

    private static boolean lit(BufferedImage image, Point lamp) {
        return (image.getRGB(lamp.x + 4, lamp.y + 4) & 0xffffff) == (PanelRenderer.LAMP_ON.getRGB() & 0xffffff);
    }

    @Test
    void aPngPathThatIsADirectoryIsAnIoErrorAndTheDirectoryStays() throws IOException {
        Path dir = Files.createDirectory(tmp.resolve("pictures"));
        int code = panel(RunCommandTest.program("hello.mac").toString(), "--png", dir.toString());
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: I/O error: ").contains(dir.toString());
        assertThat(dir).isDirectory();
    }

    @Test
    void aBadTapeIsOneLineOfBadInput() throws IOException {
        Path tape = Files.write(tmp.resolve("junk.rim"), new byte[] {0, (byte) 0225, (byte) 0200, (byte) 0200});
        int code = panel(tape.toString(), "--png", tmp.resolve("p.png").toString());
        assertThat(code).isEqualTo(1);
        assertThat(cli.err()).isEqualTo("pdp1: " + tape.getFileName() + ": frame 2: expected 'dio' or 'jmp' in the read-in part, found 250000"
                + System.lineSeparator());
    }
}
