package pdp1.cli;

import java.util.Set;
import java.util.zip.CRC32;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.front.CrtWindow;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.KeyFeed;
import pdp1.emu.host.KeyWait;
import pdp1.emu.host.RunEnd;
import pdp1.games.GameProgram;
import pdp1.program.ProgramImage;

/**
 * One game program played at the console, the part {@code kalah} and {@code kimasai} share: boots
 * the program from the jar with the console switches set and plays it in a {@link RunSession}.
 * Scripted keys ({@code --keys}, or standard input when it is no terminal) are struck one at a
 * time, each when the program says it waits for a key (its wait word), so none is lost; the run
 * ends when they are used up and the program waits again. The commands keep their own options.
 */
final class GameSession {

    private final Main host;
    private final CommandSpec spec;
    private final GameRunOptions run;
    private final String keys;
    private final SaveResumeOptions saved;

    /** Options a game takes with --resume: how to show and feed the run, not what the snapshot holds. */
    private static final Set<String> RESUME_TAKES = Set.of("--display", "--fast", "--max-time", "--keys",
            "--save-on-exit", "--resume", "--record");

    /** The command's options; {@code keys} null when not given. */
    GameSession(Main host, CommandSpec spec, GameRunOptions run, String keys, SaveResumeOptions saved) {
        saved.refuseWithResume(spec, spec.options().stream().map(o -> o.longestName())
                .filter(name -> !RESUME_TAKES.contains(name)).toArray(String[]::new));
        String problem = GameRunOptions.maxTimeProblem(run.maxTimeSeconds);
        if (problem != null) {
            throw new ParameterException(spec.commandLine(), problem);
        }
        if (run.display.mode() == CrtDisplay.Mode.WINDOW && !CrtWindow.available()) {
            throw new ParameterException(spec.commandLine(),
                    "--display window: there is no screen here (headless); use png:FILE or none");
        }
        if (keys != null) {
            try {
                KeyFeed.checked(keys, "--keys");
            } catch (IllegalArgumentException e) {
                throw new ParameterException(spec.commandLine(), e.getMessage());
            }
        }
        this.host = host;
        this.spec = spec;
        this.run = run;
        this.keys = keys;
        this.saved = saved;
    }

    /** Plays {@code game} to its end, recording it unless {@code recording} is null; returns the command's exit code. */
    int play(GameProgram game, int senseSwitches, int testWord, GameRecording recording) throws Exception {
        ProgramImage program = ProgramImage.fromClasspath(game.programFile());
        String programNote = programNote(game.programFile(), program);
        StandardMachine pdp1;
        if (saved.resuming()) {
            pdp1 = saved.resumed(spec, programNote, "run");
            if (pdp1 == null) {
                return 1;
            }
        } else {
            pdp1 = StandardMachine.create();
            pdp1.machine().cpu().ss = senseSwitches;
            pdp1.machine().cpu().tw = testWord;
            pdp1.console().loadImage(program.image());    // and START
        }
        HostLoop loop = HostLoop.on(pdp1)
                .keyWait(KeyWait.flagWord(pdp1.machine(), pdp1.typewriter(), program.address(game.waitSymbol())));
        // scripted keys are echoed: the typewriter prints what is typed on the paper (docs/machine.md §4.2)
        RunSession.Plan plan = new RunSession.Plan(game.windowTitle(), run.display, !run.fast,
                GameRunOptions.limitUs(run.maxTimeSeconds), keys == null ? null : KeyFeed.of(keys, "--keys"),
                false, true, false);    // the games type plain text: pdp-1, not pdp−1
        if (recording != null) {
            recording.attach(pdp1, loop);
        }
        try (RunSession session = RunSession.open(host, spec, pdp1, loop, plan)) {
            SaveResumeOptions.OnExit saveOnExit = saved.onExit(session, pdp1.machine(), loop, programNote, "pdp1.jar " + spec.name());
            RunEnd end = session.run();
            session.report(end);
            SaveResumeOptions.save(saveOnExit, end);
            session.commitOutputs();
            int code = session.outputFailure() != null ? 2 : end.isError() ? 1 : 0;
            return recording == null ? code : recording.finish(spec.commandLine().getErr(), code);
        }
    }

    /**
     * The program a game's snapshot runs: its file and a checksum of its image, so that a
     * snapshot is resumed only by the same program, whose wait word is where it was.
     */
    static String programNote(String file, ProgramImage program) {
        CRC32 crc = new CRC32();
        program.image().forEach((address, word) -> {
            crc.update(address >>> 8);
            crc.update(address);
            crc.update(word >>> 16);
            crc.update(word >>> 8);
            crc.update(word);
        });
        return file + " " + String.format("%08x", crc.getValue());
    }
}
