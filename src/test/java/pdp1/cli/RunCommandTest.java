package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import pdp1.asm.Assembler;
import pdp1.emu.cpu.Engine;
import pdp1.emu.front.Phosphor;

class RunCommandTest {

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private int run(String... args) {
        String[] all = new String[args.length + 1];
        all[0] = "run";
        System.arraycopy(args, 0, all, 1, args.length);
        return cli.run(all);
    }

    /** programs/NAME from the repository root (tests run in the module directory). */
    static Path program(String name) {
        Path p = Path.of("programs", name);
        return Files.exists(p) ? p : Path.of("..", "programs", name);
    }

    @Test
    void helloTypesItsGreetingAndHalts() {
        int code = run(program("hello.mac").toString(), "--max-time", "10");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("hello, world" + System.lineSeparator());
        assertThat(cli.err()).startsWith("pdp1: halted at 0110 (hlt) after 1.30");
    }

    @Test
    void aTapeIsLoadedByReadIn() throws IOException {
        Path tape = tmp.resolve("hello.rim");
        Files.write(tape, Assembler.assemble(program("hello.mac")).binTape());
        int code = run(tape.toString(), "--max-time", "10");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("hello, world" + System.lineSeparator());
    }

    @Test
    void readInOptionLoadsASourceThroughItsTape() {
        int code = run(program("hello.mac").toString(), "--read-in", "--max-time", "10");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("hello, world" + System.lineSeparator());
    }

    @Test
    void timeLimitEndsARunThatNeverHalts() {
        int code = run(program("squares.mac").toString(), "--max-time", "0.05", "--display", "none");
        assertThat(code).isZero();
        assertThat(cli.err()).startsWith("pdp1: time limit: 0.0500");
    }

    @Test
    void pngDisplayWritesWhatTheTubeShowsAtTheEnd() throws IOException {
        Path png = tmp.resolve("squares.png");
        int code = run(program("squares.mac").toString(), "--max-time", "0.1", "--display", "png:" + png);
        assertThat(code).as(cli.err()).isZero();
        BufferedImage img = ImageIO.read(png.toFile());
        assertThat(img.getWidth()).isEqualTo(CrtDisplay.PNG_PIXELS);
        // the square's corners at ±256 units: pixel 384 ± 192 at 768 pixels for 1024 units
        assertThat(Phosphor.isLit(img.getRGB(192, 575))).as("bottom left corner").isTrue();
        assertThat(Phosphor.isLit(img.getRGB(384, 384))).as("centre stays dark").isFalse();
    }

    @Test
    void dumpWritesRegistersClockAndCore() throws IOException {
        Path dump = tmp.resolve("dump.txt");
        run(program("hello.mac").toString(), "--dump", dump.toString(), "--max-time", "10");
        String text = Files.readString(dump);
        assertThat(text).contains("pc 000111\n", "\nclock ", "tty.buf ", "ptr.line idle\n", "core 4096 words\n");
        assertThat(text).contains("000100: 700112 260102 220127 642000 600110 730003 440102 600102\n");
    }

    @Test
    void sourceErrorsShowTheLineAndACaretAsAsmDoes() throws IOException {
        Path bad = tmp.resolve("bad.mac");
        Files.writeString(bad, "bad\n100/\n\tlac nowhere\n\tstart 100\n");
        assertThat(run(bad.toString())).isEqualTo(1);
        assertThat(cli.err()).contains(System.lineSeparator() + "\tlac nowhere" + System.lineSeparator() + "\t    ^");
    }

    @Test
    void sourceErrorsAreReportedWithExitCode1() throws IOException {
        Path bad = tmp.resolve("bad.mac");
        Files.writeString(bad, "bad\n100/\n\tlac nowhere\n\tstart 100\n");
        assertThat(run(bad.toString())).isEqualTo(1);
        assertThat(cli.err()).contains("bad.mac:3:").contains("undefined symbol");
    }

    @Test
    void aTapeThatIsNotRimIsReportedWithItsFrame() throws IOException {
        Path tape = tmp.resolve("junk.rim");
        Files.write(tape, new byte[] {0, 0, (byte) 0225, (byte) 0200, (byte) 0200});
        assertThat(run(tape.toString())).isEqualTo(1);
        assertThat(cli.err()).contains("junk.rim: frame 3: expected 'dio' or 'jmp' in the read-in part, found 250000");
    }

    @Test
    void runAndDebugReportABadTapeAlike() throws IOException {
        Path tape = tmp.resolve("junk.rim");
        Files.write(tape, new byte[] {0, 0, (byte) 0225, (byte) 0200, (byte) 0200});
        CliRun debug = new CliRun();
        assertThat(debug.run("debug", tape.toString())).isEqualTo(1);
        assertThat(debug.err()).startsWith("pdp1: ").contains("junk.rim: frame 3: ");
        assertThat(run(tape.toString())).isEqualTo(1);
        assertThat(cli.err()).startsWith("pdp1: ").contains("junk.rim: frame 3: ");
    }

    @Test
    void aMissingFileIsAnIoError() {
        assertThat(run(tmp.resolve("nothing.rim").toString())).isEqualTo(2);
        assertThat(cli.err()).contains("nothing.rim");
    }

    @Test
    void anUnknownDisplayIsAUsageError() {
        assertThat(run(program("hello.mac").toString(), "--display", "hologram")).isEqualTo(2);
        assertThat(cli.err()).contains("--display", "expected window, png:FILE, none or auto, not 'hologram'");
    }

    @Test
    void typedInputMustBeTypeable() throws IOException {
        Path in = tmp.resolve("keys.txt");
        Files.writeString(in, "a$");
        assertThat(run(program("hello.mac").toString(), "--tty-in", in.toString())).isEqualTo(1);
        assertThat(cli.err()).contains("keys.txt: character 2 is '$' (U+0024): the typewriter has no such key");
    }

    @Test
    void ttyOutGetsAPlainCopyOfThePaper() throws IOException {
        Path paper = tmp.resolve("paper.txt");
        run(program("hello.mac").toString(), "--tty-out", paper.toString(), "--max-time", "10");
        assertThat(Files.readString(paper)).isEqualTo("hello, world" + System.lineSeparator());
    }

    @Test
    void badSwitchValuesAreUsageErrors() {
        assertThat(run(program("hello.mac").toString(), "--sense", "7")).isEqualTo(2);
        assertThat(run(program("hello.mac").toString(), "--test-word", "9")).isEqualTo(2);
        assertThat(run(program("hello.mac").toString(), "--memory", "5000")).isEqualTo(2);
        assertThat(run(program("hello.mac").toString(), "--start", "10000")).isEqualTo(2);
        assertThat(cli.err()).contains("--sense", "--test-word", "--memory", "--start");
    }

    @Test
    void fastAndRealtimeTogetherAreOneUsageLineWithoutAnErrorPrefix() {
        assertThat(run(program("hello.mac").toString(), "--fast", "--realtime")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --fast, --realtime are mutually exclusive");
    }

    @Test
    void aBinaryTtyInIsBadInputNamingTheFile() throws IOException {
        Path binary = Files.write(tmp.resolve("keys.bin"), new byte[] {(byte) 0xff, (byte) 0x80, 0});
        assertThat(run(program("hello.mac").toString(), "--tty-in", binary.toString(), "--max-time", "1")).isEqualTo(1);
        assertThat(cli.err()).isEqualTo("pdp1: " + binary + ": not a text file (UTF-8), nothing to type"
                + System.lineSeparator());
    }

    @Test
    void readInAndFastLoadTogetherAreAUsageError() {
        assertThat(run(program("hello.mac").toString(), "--read-in", "--fast-load", "--max-time", "1")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --read-in and --fast-load exclude each other");
    }

    @Test
    void aTooLongTimeLimitIsNotCalledNonPositive() {
        assertThat(run(program("hello.mac").toString(), "--max-time", "1e12")).isEqualTo(2);
        assertThat(cli.err()).isEqualTo("pdp1: --max-time: give simulated seconds above 0 and at most 1e9, not 1.0E12"
                + System.lineSeparator() + "Try 'pdp1.jar run --help' for more information." + System.lineSeparator());
    }

    @Test
    void traceWritesOneLinePerInstruction() throws IOException {
        Path trace = tmp.resolve("trace.txt");
        run(program("hello.mac").toString(), "--trace", trace.toString(), "--max-time", "10");
        var lines = Files.readAllLines(trace);
        assertThat(lines).hasSize(71);
        assertThat(lines.get(0)).isEqualTo("000100 0 000000 000000 00        law 112");
        assertThat(lines.get(lines.size() - 1)).startsWith("000110 0 ").endsWith("hlt");
    }

    @Test
    void aTraceRunsOnTheInterpreterAndSaysSo() throws IOException {
        Path trace = tmp.resolve("trace.txt");
        assertThat(run(program("hello.mac").toString(), "--trace", trace.toString(), "--max-time", "10")).isZero();
        assertThat(cli.err()).startsWith("pdp1: note: --trace runs the program on the interpreter");
        assertThat(engineFor("x.mac", "--trace", "t.txt")).isEqualTo(Engine.INTERPRETER);
    }

    @Test
    void aTraceOnTheInterpreterAskedForNeedsNoNote() throws IOException {
        Path trace = tmp.resolve("trace.txt");
        assertThat(run(program("hello.mac").toString(), "--trace", trace.toString(), "--engine", "interpreter",
                "--max-time", "10")).isZero();
        assertThat(cli.err()).doesNotContain("note");
        assertThat(Files.readAllLines(trace)).hasSize(71);
    }

    @Test
    void aTraceOfTranslatedBlocksIsAUsageError() {
        Path trace = tmp.resolve("trace.txt");
        assertThat(run(program("hello.mac").toString(), "--trace", trace.toString(), "--engine", "translator")).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --trace runs on the interpreter (translated blocks are not traced): "
                + "give --engine interpreter or no --engine" + System.lineSeparator());
        assertThat(cli.out()).isEmpty();
        assertThat(trace).doesNotExist();
    }

    @Test
    void anUnknownEngineIsAOneLineUsageError() {
        assertThat(run(program("hello.mac").toString(), "--engine", "jit")).isEqualTo(2);
        assertThat(cli.err()).isEqualTo("pdp1: Invalid value for option '--engine': 'jit' is not an engine: "
                + "interpreter or translator" + System.lineSeparator()
                + "Try 'pdp1.jar run --help' for more information." + System.lineSeparator());
    }

    @Test
    void theEngineIsTheOneAskedForElseTheTranslator() {
        assertThat(engineFor("x.mac")).isEqualTo(Engine.TRANSLATOR);
        assertThat(engineFor("x.mac", "--engine", "Interpreter")).isEqualTo(Engine.INTERPRETER);
        assertThat(engineFor("x.mac", "--engine", "translator")).isEqualTo(Engine.TRANSLATOR);
    }

    /** Both engines leave the machine the same: the squares' drawing loop, one simulated second. */
    @Test
    void bothEnginesEndWithTheSameMachine() throws IOException {
        Path interpreted = tmp.resolve("i.txt");
        Path translated = tmp.resolve("t.txt");
        assertThat(run(program("squares.mac").toString(), "--engine", "interpreter", "--display", "none",
                "--max-time", "1", "--dump", interpreted.toString())).isZero();
        assertThat(run(program("squares.mac").toString(), "--engine", "translator", "--display", "none",
                "--max-time", "1", "--dump", translated.toString())).isZero();
        assertThat(Files.readString(translated)).isEqualTo(Files.readString(interpreted));
    }

    /** The engine {@code run} would choose for these arguments (picocli's parse, nothing run). */
    private static Engine engineFor(String... args) {
        CommandLine cl = new CommandLine(new RunCommand());
        cl.parseArgs(args);
        return ((RunCommand) cl.getCommand()).engine();
    }

    /** The pacing itself is PacerTest's, on a fake clock: wall time is not asserted. */
    @Test
    void aRealtimeRunEndsAtItsSimulatedTimeLimit() {
        int code = run(program("squares.mac").toString(), "--realtime", "--max-time", "0.2", "--display", "none");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.err()).startsWith("pdp1: time limit: 0.2000");
    }

    @Test
    void ttyInTypesOnTheKeyboardAndEchoComesBackInRed() throws IOException {
        Path keys = tmp.resolve("keys.txt");
        Files.writeString(keys, "Hi.");
        Path paper = tmp.resolve("paper.txt");
        int code = run(program("echo.mac").toString(), "--tty-in", keys.toString(), "--tty-out", paper.toString(),
                "--max-time", "10");
        assertThat(code).as(cli.err()).isZero();
        // every key twice: as struck (black), then typed back by the program (red)
        assertThat(cli.out()).isEqualTo("HHii..");
        assertThat(cli.err()).startsWith("pdp1: halted at 0117 (hlt)");
    }

    @Test
    void aWindowCannotOpenWithoutAScreen() {
        org.junit.jupiter.api.Assumptions.assumeTrue(java.awt.GraphicsEnvironment.isHeadless());
        assertThat(run(program("squares.mac").toString(), "--display", "window")).isEqualTo(2);
        assertThat(cli.err()).contains("no screen available here (headless)");
    }

    @Test
    void punchWritesWhatTheProgramPunched() throws IOException {
        Path source = tmp.resolve("punch.mac");
        Files.writeString(source, """
            punch two lines
            100/
            \tlio (123
            \tppa
            \tlio (570000
            \tppb
            \thlt
            \tconstants
            \tstart 100
            """);
        Path tape = tmp.resolve("out.tape");
        int code = run(source.toString(), "--punch", tape.toString(), "--max-time", "1");
        assertThat(code).as(cli.err()).isZero();
        assertThat(Files.readAllBytes(tape)).containsExactly(0123, 0257);
    }

    @Test
    void fastLoadPutsATapeStraightIntoCore() throws IOException {
        Path tape = tmp.resolve("hello.rim");
        Files.write(tape, Assembler.assemble(program("hello.mac")).binTape());
        int code = run(tape.toString(), "--fast-load", "--max-time", "10");
        assertThat(code).as(cli.err()).isZero();
        assertThat(cli.out()).isEqualTo("hello, world" + System.lineSeparator());
        assertThat(cli.err()).as("no reader time: only the typing").startsWith("pdp1: halted at 0110 (hlt) after 1.30");
    }

    @Test
    void fastLoadReportsABadChecksum() throws IOException {
        byte[] bytes = Assembler.assemble(program("hello.mac")).binTape();
        bytes[bytes.length - 10] ^= 1;                 // a data line of the last block
        Path tape = tmp.resolve("bad.rim");
        Files.write(tape, bytes);
        assertThat(run(tape.toString(), "--fast-load")).isEqualTo(1);
        assertThat(cli.err()).contains("bad.rim").contains("frame");
    }

    @Test
    void readingPastTheEndOfTheTapeSaysSo() throws IOException {
        Path source = tmp.resolve("reader.mac");
        Files.writeString(source, "read until the tape runs out\n100/\nr,\trpb\n\tjmp r\n\tstart 100\n");
        assertThat(run(source.toString(), "--read-in", "--max-time", "100")).isEqualTo(1);
        assertThat(cli.err()).startsWith("pdp1: error: I/O wait at 0100: no device will complete after ")
                .contains(" s simulated (the reader has run off the end of reader.rim)");
    }

    @Test
    void aSourceWithoutStartAddressIsBadInput() throws IOException {
        Path source = tmp.resolve("nostart.mac");
        Files.writeString(source, "no start\n100/\n\thlt\n");
        assertThat(run(source.toString())).isEqualTo(1);
        assertThat(cli.err()).contains("nostart.mac: no start address: end the program with 'start ADDRESS' or give --start");
    }

    @Test
    void startGivesASourceWithoutStartAddressItsStart() throws IOException {
        Path source = tmp.resolve("nostart.mac");
        Files.writeString(source, "no start\n100/\n\thlt\n");
        assertThat(run(source.toString(), "--start", "100")).as(cli.err()).isZero();
        assertThat(cli.err()).contains("halted at 0100 (hlt)");
    }

    @Test
    void startBeginsTheRunAtTheGivenAddress() throws IOException {
        Path source = tmp.resolve("two.mac");
        Files.writeString(source, "two entries\n100/\n\thlt\n\thlt\nstart 100\n");
        assertThat(run(source.toString(), "--start", "101")).as(cli.err()).isZero();
        assertThat(cli.err()).startsWith("pdp1: halted at 0101 (hlt)");
    }

    @Test
    void controlBoxesWithoutWindowOrTerminalIsAUsageError() {
        // Tests run without a terminal; --display none rules out the window.
        assertThat(run(program("hello.mac").toString(), "--control-boxes", "--display", "none")).isEqualTo(2);
        assertThat(cli.err()).contains("--control-boxes: no keyboard to steer with");
    }

    @Test
    void helpGivesTheControlBoxKeyMap() {
        assertThat(run("--help")).isZero();
        assertThat(cli.out().replaceAll("\\s+", " ")).contains("ship 1", "a (rotate CW) s (rotate CCW) d (thrust) f (fire)", "ship 2 k l ; '");
    }
}
