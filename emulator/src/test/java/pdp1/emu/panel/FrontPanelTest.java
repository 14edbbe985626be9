package pdp1.emu.panel;

import pdp1.emu.console.FrontPanel;
import pdp1.emu.console.Lamps;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.emu.dev.DisplayProgramTest;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.Stopper;
import pdp1.emu.host.RunEnd;
import pdp1.emu.console.ConsoleKey;
import pdp1.emu.panel.PanelLayout.Register;
import pdp1.emu.panel.PanelLayout.Status;

/** The console's keys and switches on a real machine, checked in the rendered picture. */
class FrontPanelTest {

    private static final int LAW_5 = 0700005;     // law 5
    private static final int ADD_100 = 0400100;   // add 100
    private static final int HLT = 0760400;       // hlt

    private final Machine machine = new Machine();
    private final FrontPanel front = new FrontPanel(machine, null);
    private final PanelRenderer renderer = new PanelRenderer();

    private BufferedImage picture() {
        Lamps lamps = new Lamps();
        front.sample(lamps);
        return renderer.render(lamps);
    }

    private void deposit(int address, int word) {
        front.setAddress(address);
        front.setTestWord(word);
        front.press(ConsoleKey.DEPOSIT);
    }

    @Test
    void depositPutsTheTestWordAtTheAddressSwitches() {
        deposit(0100, 0123456);

        assertThat(machine.core()[0100]).isEqualTo(0123456);
        BufferedImage image = picture();
        assertThat(LampPixels.register(image, Register.MA)).isEqualTo(0100);
        assertThat(LampPixels.register(image, Register.MB)).isEqualTo(0123456);
    }

    @Test
    void examineShowsTheWordInAcAndMb() {
        machine.core()[0200] = 0654321;
        front.setAddress(0200);
        front.press(ConsoleKey.EXAMINE);

        BufferedImage image = picture();
        assertThat(LampPixels.register(image, Register.AC)).isEqualTo(0654321);
        assertThat(LampPixels.register(image, Register.MB)).isEqualTo(0654321);
        assertThat(LampPixels.register(image, Register.MA)).isEqualTo(0200);
    }

    @Test
    void singleInstructionStartRunsOneInstructionAndShowsIt() throws IOException {
        deposit(0200, LAW_5);
        deposit(0201, ADD_100);
        deposit(0100, 2);
        front.press(ConsoleKey.SINGLE_INST);
        front.setAddress(0200);

        front.press(ConsoleKey.START);            // law 5
        front.press(ConsoleKey.CONTINUE);         // add 100

        assertThat(machine.cpu().ac).isEqualTo(7);
        assertThat(machine.cpu().pc).isEqualTo(0202);
        assertThat(front.isRunning()).isFalse();
        BufferedImage image = picture();
        writeForALook(image, "panel-after-two-steps.png");
        assertThat(LampPixels.register(image, Register.AC)).isEqualTo(7);
        assertThat(LampPixels.register(image, Register.PC)).isEqualTo(0202);
        assertThat(LampPixels.register(image, Register.MA)).as("MA: the operand's address").isEqualTo(0100);
        assertThat(LampPixels.register(image, Register.MB)).as("MB: the operand").isEqualTo(2);
        assertThat(LampPixels.register(image, Register.IR)).as("IR: add").isEqualTo(020);
        assertThat(LampPixels.lit(image, PanelLayout.lamp(Status.SINGLE_INST))).isTrue();
        assertThat(LampPixels.lit(image, PanelLayout.lamp(Status.RUN))).isFalse();
    }

    @Test
    void singleStepShowsEveryMemoryCycleWithCycAndDef() throws IOException {
        deposit(0200, 0210100);            // lac i 100
        deposit(0100, 0101);
        deposit(0101, 0555555);
        front.press(ConsoleKey.SINGLE_STEP);
        front.setAddress(0200);

        front.press(ConsoleKey.START);            // the fetch
        BufferedImage fetch = picture();
        writeForALook(fetch, "panel-after-the-fetch.png");
        assertThat(LampPixels.register(fetch, Register.MA)).isEqualTo(0200);
        assertThat(LampPixels.register(fetch, Register.MB)).isEqualTo(0210100);
        assertThat(LampPixels.register(fetch, Register.IR)).isEqualTo(010);
        assertThat(LampPixels.register(fetch, Register.PC)).isEqualTo(0201);
        assertThat(LampPixels.lit(fetch, PanelLayout.lamp(Status.CYCLE))).as("CYC").isTrue();
        assertThat(LampPixels.lit(fetch, PanelLayout.lamp(Status.DEFER))).as("DEF: a defer cycle next").isTrue();
        assertThat(front.status()).isEqualTo("cycle done at MA 0200; next: defer");

        front.press(ConsoleKey.CONTINUE);         // the defer cycle
        BufferedImage defer = picture();
        assertThat(LampPixels.register(defer, Register.MA)).isEqualTo(0100);
        assertThat(LampPixels.register(defer, Register.MB)).isEqualTo(0101);
        assertThat(LampPixels.lit(defer, PanelLayout.lamp(Status.CYCLE))).as("CYC: the execute cycle next").isTrue();
        assertThat(LampPixels.lit(defer, PanelLayout.lamp(Status.DEFER))).isFalse();
        assertThat(LampPixels.register(defer, Register.AC)).as("AC not loaded yet").isZero();

        front.press(ConsoleKey.CONTINUE);         // the execute cycle
        BufferedImage execute = picture();
        assertThat(LampPixels.register(execute, Register.MA)).isEqualTo(0101);
        assertThat(LampPixels.register(execute, Register.MB)).isEqualTo(0555555);
        assertThat(LampPixels.register(execute, Register.AC)).isEqualTo(0555555);
        assertThat(LampPixels.lit(execute, PanelLayout.lamp(Status.CYCLE))).isFalse();
        assertThat(LampPixels.lit(execute, PanelLayout.lamp(Status.SINGLE_STEP))).isTrue();
        assertThat(machine.clock().now).as("three DEPOSITs and three cycles, 5 µs each").isEqualTo(30);
    }

    @Test
    void singleInstFinishesTheInstructionASingleStepBegan() {
        deposit(0200, 0210100);            // lac i 100
        deposit(0100, 0101);
        deposit(0101, 0555555);
        front.press(ConsoleKey.SINGLE_STEP);
        front.setAddress(0200);
        front.press(ConsoleKey.START);            // the fetch
        front.press(ConsoleKey.SINGLE_STEP);
        front.press(ConsoleKey.SINGLE_INST);

        front.press(ConsoleKey.CONTINUE);         // defer and execute

        assertThat(machine.cpu().ac).isEqualTo(0555555);
        assertThat(machine.atInstructionBoundary()).isTrue();
        assertThat(front.status()).isEqualTo("stepped to 0201");
    }

    @Test
    void singleStepThroughABreakEntryCountsOnTheBreakLamps() {
        deposit(0200, 0760000);            // nop
        front.press(ConsoleKey.SINGLE_STEP);
        front.setAddress(0200);
        front.press(ConsoleKey.START_SBM);        // the nop's fetch
        machine.bus().requestBreak(0);
        boolean[][] seen = new boolean[3][];
        for (int n = 0; n < 3; n++) {
            front.press(ConsoleKey.CONTINUE);     // break cycles 1, 2, 3
            BufferedImage image = picture();
            seen[n] = new boolean[] {LampPixels.lit(image, PanelLayout.lamp(Status.BREAK1)),
                LampPixels.lit(image, PanelLayout.lamp(Status.BREAK2)),
                LampPixels.lit(image, PanelLayout.lamp(Status.CYCLE))};
            assertThat(LampPixels.register(image, Register.MA)).isEqualTo(n);
            assertThat(LampPixels.register(image, Register.IR)).isZero();
        }
        assertThat(seen[0]).as("after cycle 1: counter 2").containsExactly(false, true, true);
        assertThat(seen[1]).as("after cycle 2: counter 3").containsExactly(true, true, true);
        assertThat(seen[2]).as("after cycle 3: done").containsExactly(false, false, false);
        assertThat(machine.cpu().pc).isEqualTo(3);
    }

    @Test
    void startRunsUntilTheProgramHalts() {
        deposit(0200, LAW_5);
        deposit(0201, HLT);
        front.setAddress(0200);

        front.press(ConsoleKey.START);
        assertThat(front.isRunning()).isTrue();
        assertThat(LampPixels.lit(picture(), PanelLayout.lamp(Status.RUN))).isTrue();
        StopReason stop = slice(front, HostLoop.SLICE_US);

        assertThat(stop).isEqualTo(StopReason.HALT);
        assertThat(front.isRunning()).isFalse();
        assertThat(front.status()).isEqualTo("halted at 0201");
        BufferedImage image = picture();
        assertThat(LampPixels.lit(image, PanelLayout.lamp(Status.RUN))).isFalse();
        assertThat(LampPixels.register(image, Register.MB)).as("MB: the hlt").isEqualTo(HLT);
    }

    @Test
    void stopEndsARunningProgram() {
        deposit(0200, 0600200);            // jmp 200: forever
        front.setAddress(0200);
        front.press(ConsoleKey.START);
        assertThat(slice(front, HostLoop.SLICE_US)).isEqualTo(StopReason.TIME_LIMIT);

        front.press(ConsoleKey.STOP);

        assertThat(front.isRunning()).isFalse();
        assertThat(front.status()).isEqualTo("stopped at 0200");
    }

    @Test
    void aStopPressedWhileStoppedDoesNotStopTheNextRun() {
        new HostLoop(machine, null).requestStop("STOP");   // the window's STOP, with nothing running
        front.press(ConsoleKey.STOP);
        deposit(0200, LAW_5);
        deposit(0201, HLT);
        front.setAddress(0200);

        front.press(ConsoleKey.START);

        assertThat(slice(front, HostLoop.SLICE_US)).isEqualTo(StopReason.HALT);
        assertThat(machine.cpu().ac).isEqualTo(5);
    }

    @Test
    void stopFromAnotherThreadEndsTheRunInProgress() throws InterruptedException {
        HostLoop loop = new HostLoop(machine, null);
        deposit(0200, 0600200);            // jmp 200: forever
        front.setAddress(0200);
        front.press(ConsoleKey.START);
        Thread stopper = Stopper.after(50, loop, "stopped at the console");

        StopReason stop = stopOf(front.run(loop.limit(3_600_000_000L)));   // an hour of simulated time

        stopper.join();
        assertThat(stop).isEqualTo(StopReason.STOPPED);
        assertThat(front.isRunning()).isFalse();
    }

    @Test
    void senseSwitchesAreSeenByTheProgramAndLit() {
        front.toggleSense(1);
        front.toggleSense(3);
        assertThat(machine.cpu().ss).isEqualTo(050);
        BufferedImage image = picture();
        assertThat(LampPixels.lit(image, PanelLayout.senseLamp(1))).isTrue();
        assertThat(LampPixels.lit(image, PanelLayout.senseLamp(2))).isFalse();
        assertThat(LampPixels.lit(image, PanelLayout.senseLamp(3))).isTrue();
    }

    @Test
    void readInWithoutATapeSaysSo() {
        front.press(ConsoleKey.READ_IN);
        assertThat(front.status()).isEqualTo("no tape in the reader");
    }

    @ParameterizedTest(name = "{0} tape")
    @ValueSource(strings = {"rim", "block-loader"})
    void readInLoadsTheTapeAndRunsIt(String format) {
        Assembly assembly = Assembler.assemble("law five\n100/\ngo,\tlaw 5\n\thlt\n\tstart go\n", "five.mac");
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.reader().load(format.equals("rim") ? assembly.rimTape() : assembly.binTape(), "five.rim");
        FrontPanel console = FrontPanel.of(pdp1);

        console.press(ConsoleKey.READ_IN);
        assertThat(console.isRunning()).isTrue();
        slice(console, 1_000_000);                   // the block loader reads the rest at 400 lines/s

        assertThat(console.status()).isEqualTo("halted at 0101");
        assertThat(pdp1.machine().cpu().ac).isEqualTo(5);
    }

    @Test
    void whileTheLoaderReadsTheTapeTheStatusSaysHowFar() throws IOException {
        StandardMachine pdp1 = StandardMachine.create();
        byte[] tape = Assembler.assemble(Files.readString(DisplayProgramTest.program("kalah.mac")), "kalah.mac").binTape();
        pdp1.reader().load(tape, "kalah.rim");
        FrontPanel console = FrontPanel.of(pdp1);
        List<String> seen = new ArrayList<>();
        HostLoop loop = new HostLoop(pdp1.machine(), null).limit(tape.length * 2_500L + 3_000_000)
                .frontEnd(now -> {
                    if (seen.isEmpty() || !seen.get(seen.size() - 1).equals(console.status())) {
                        seen.add(console.status());
                    }
                    return null;
                });

        console.press(ConsoleKey.READ_IN);
        console.run(loop);

        assertThat(seen.get(0)).matches("reading kalah\\.rim: \\d*00 of " + tape.length + " lines");
        assertThat(seen).as("counted in hundreds, not line by line").hasSizeLessThan(tape.length / 100 + 4)
                .contains("read in kalah.rim; running");
        assertThat(seen.subList(0, seen.size() - 1)).allMatch(s -> s.startsWith("reading kalah.rim: "));
        assertThat(console.status()).as("once the run has stopped").startsWith("stopped at ");
    }

    @Test
    void singleInstFinishesATyoWhenTheTypewriterHasTypedIt() {
        StandardMachine pdp1 = StandardMachine.create();
        FrontPanel console = singleInstAt0100(pdp1, "two letters\n100/\ngo,\tlio h\n\ttyo\n\tlio i\n\ttyo\n\thlt\nh,\t70\ni,\t71\n\tstart go\n");

        console.press(ConsoleKey.START);                   // lio h
        console.press(ConsoleKey.CONTINUE);                // tyo: 0.1 s of the typewriter, in one press
        assertThat(console.status()).isEqualTo("stepped to 0102");
        assertThat(pdp1.transcript().text()).isEqualTo("h");
        console.press(ConsoleKey.CONTINUE);                // lio i
        console.press(ConsoleKey.CONTINUE);                // tyo
        assertThat(pdp1.transcript().text()).isEqualTo("hi");
        assertThat(pdp1.machine().cpu().pc).isEqualTo(0104);
        assertThat(pdp1.machine().cpu().ioh).isFalse();
    }

    @Test
    void singleInstReadsALineOfTapeInOnePress() {
        StandardMachine pdp1 = StandardMachine.create();
        byte[] tape = new byte[4];
        java.util.Arrays.fill(tape, (byte) 0200);
        pdp1.reader().load(tape, "slow.rim");
        FrontPanel console = singleInstAt0100(pdp1, READS_A_LINE);

        console.press(ConsoleKey.START);                   // rpa: a line of tape in 2.5 ms
        assertThat(console.status()).isEqualTo("stepped to 0101");
        assertThat(pdp1.machine().cpu().io).isEqualTo(0200);
    }

    @Test
    void singleInstAtAnIotNoDeviceWillEndStopsOnIt() {
        StandardMachine pdp1 = StandardMachine.create();   // no tape in the reader
        FrontPanel console = singleInstAt0100(pdp1, READS_A_LINE);

        console.press(ConsoleKey.START);

        assertThat(console.status()).contains("0100", "no device will complete");
    }

    private static final String READS_A_LINE = "a line of tape\n100/\ngo,\trpa\n\thlt\n\tstart go\n";

    /** {@code source} in core, SINGLE INST up and the address switches at 0100: ready for START. */
    private static FrontPanel singleInstAt0100(StandardMachine pdp1, String source) {
        Assembler.assemble(source, "t.mac").image().forEach((address, word) -> pdp1.machine().core()[address] = word);
        FrontPanel console = FrontPanel.of(pdp1);
        console.press(ConsoleKey.SINGLE_INST);
        console.setAddress(0100);
        return console;
    }

    @Test
    void readInOfABadTapeTellsWhereOnTheTape() {
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.reader().load(new byte[] {(byte) 0276, (byte) 0200, (byte) 0200}, "junk.rim");   // 760000: not dio
        FrontPanel console = FrontPanel.of(pdp1);

        console.press(ConsoleKey.READ_IN);

        assertThat(console.isRunning()).isFalse();
        assertThat(console.status()).startsWith("junk.rim: frame");
    }

    /** Leaves the picture in target/ so a person can look at it. */
    private static void writeForALook(BufferedImage image, String name) throws IOException {
        Path dir = Path.of("target", "panel");
        Files.createDirectories(dir);
        ImageIO.write(image, "png", dir.resolve(name).toFile());
    }

    /** Runs {@code panel} for {@code us} of simulated time on a loop of its own; the stop, as a StopReason. */
    private static StopReason slice(FrontPanel panel, long us) {
        return stopOf(panel.run(new HostLoop(panel.machine(), null).limit(panel.machine().clock().now + us)));
    }

    private static StopReason stopOf(RunEnd end) {
        return switch (end.kind()) {
            case MACHINE_STOP -> end.stop();
            case TIME_LIMIT -> StopReason.TIME_LIMIT;
            default -> StopReason.STOPPED;
        };
    }
}
