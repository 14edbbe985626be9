package pdp1.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Function;
import java.util.stream.Collectors;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.TypewriterSink;
import pdp1.emu.file.OutputFile;
import pdp1.emu.host.FrontEnd;
import pdp1.emu.host.HostLoop;
import pdp1.games.GameProgram;

/**
 * {@code --record FILE} of {@code kalah} and {@code kimasai}: the games on the typewriter's paper
 * in the reference notation, one line a game. The records are read from the machine's whole
 * transcript and its console switches, not from the command's options, so a game whose paper
 * and switches were restored from elsewhere is still recorded whole. Each time the typewriter
 * ends a line the file is rewritten whole ({@link OutputFile#writeWhole}), so it always holds the
 * game so far; a write that fails stops the run, naming the file.
 */
final class GameRecording implements FrontEnd, TypewriterSink {

    static final String OPTION = "--record";

    private final Path target;
    private final Function<StandardMachine, List<String>> records;
    private StandardMachine pdp1;
    private boolean lineEnded;
    private String written;
    private String failure;

    private GameRecording(Path target, Function<StandardMachine, List<String>> records) throws IOException {
        OutputFile.create(OPTION, target, why -> { }).close();    // can it be written? said before anything runs
        this.target = target;
        this.records = records;
    }

    /** The records of {@code game} ({@code kalah 6x4 pie: c a swap d}, {@code 1. b2 k3 2. c2 j3 ... 0-1}). */
    static GameRecording of(GameProgram game, Path target) throws IOException {
        return new GameRecording(target, pdp1 -> {
            Cpu cpu = pdp1.machine().cpu();
            return game.paper().records(pdp1.transcript().text(), cpu.ss, cpu.tw);
        });
    }

    /** Watches {@code pdp1}'s typewriter and writes between the slices of {@code loop}. */
    void attach(StandardMachine pdp1, HostLoop loop) {
        this.pdp1 = pdp1;
        pdp1.typewriter().addSink(this);
        loop.frontEnd(this);
    }

    @Override
    public void character(int code, boolean upperCase, boolean redRibbon, boolean fromKeyboard, long timeUs) {
        lineEnded |= FioDec.ascii(code, upperCase) == '\n';    // only a whole line can add a move
    }

    @Override
    public String serve(long nowUs) {
        return lineEnded ? write() : null;
    }

    /**
     * Writes the records a last time once the run has ended; says on {@code err} why that failed.
     *
     * @return 2 if the file could not be written (now or during the run), else {@code exitCode}
     */
    int finish(PrintWriter err, int exitCode) {
        if (failure == null && write() != null) {
            err.println("pdp1: " + failure);
            err.flush();
        }
        return failure == null ? exitCode : 2;
    }

    /** Rewrites the file if the records changed; returns why it failed (then the run stops), or null. */
    private String write() {
        lineEnded = false;
        String text;
        try {
            text = records.apply(pdp1).stream().map(r -> r + System.lineSeparator()).collect(Collectors.joining());
        } catch (IllegalArgumentException e) {
            failure = OPTION + ": the paper does not read as a legal game: " + e.getMessage();
            return failure;
        }
        if (text.equals(written)) {
            return null;
        }
        try {
            OutputFile.writeWhole(OPTION, target, out -> out.write(text.getBytes(StandardCharsets.UTF_8)));
            written = text;
        } catch (IOException e) {
            failure = e.getMessage();
        }
        return failure;
    }
}
