package pdp1.cli;

import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.concurrent.Callable;
import java.util.Locale;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Engine;
import pdp1.emu.cpu.StopReason;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code pdp1.jar bench}: how fast the emulated PDP-1 runs a compute-bound loop with exact
 * timing, as instructions per second and as simulated time over wall time. The same over the
 * thread's CPU time is printed too: on a shared, busy machine it is the steadier figure.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Measure emulator speed on a compute-bound PDP-1 loop (exact timing, no devices).",
        exitCodeListHeading = "%nExit codes:%n",
        exitCodeList = {"0:measured", "1:the benchmark program stopped unexpectedly", "2:usage error"})
public final class BenchCommand implements Callable<Integer> {

    static final long US_PER_SECOND = 1_000_000;

    /** The loop: 9 instructions, 80 µs per round; an inner counter reloads every 512 rounds. */
    static final int ORIGIN = 0100;
    static final int[] PROGRAM = {
        0200200,    // 0100 loop, lac 200
        0400201,    //            add 201
        0240200,    //            dac 200
        0060202,    //            xor 202
        0020203,    //            and 203
        0661001,    //            ral 1s
        0240204,    //            dac 204
        0460205,    //            isp 205
        0600100,    //            jmp loop
        0200206,    // 0111       lac 206
        0240205,    //            dac 205
        0600100,    //            jmp loop
    };
    static final int DATA = 0200;
    static final int[] DATA_WORDS = {
        0000000,    // 0200 sum
        0000001,    //      step
        0525252,    //      pattern
        0707070,    //      mask
        0000000,    // 0204 result
        0777000,    //      counter, -777
        0777000,    //      its reload value
    };

    @Spec
    CommandSpec spec;

    @Option(names = "--seconds", paramLabel = "SIM_SECONDS", defaultValue = "600",
            description = "Simulated seconds to measure (default: ${DEFAULT-VALUE}).")
    double seconds;

    @Option(names = "--warmup", paramLabel = "SIM_SECONDS", defaultValue = "100",
            description = "Simulated seconds run first, unmeasured, so the JIT settles (default: ${DEFAULT-VALUE}).")
    double warmup;

    @Option(names = "--engine", paramLabel = "ENGINE", defaultValue = "translator",
            converter = EngineConverter.class,
            description = "interpreter or translator: which runs the loop (default: ${DEFAULT-VALUE}).")
    Engine engine;

    @Override
    public Integer call() {
        if (!(seconds > 0) || !(warmup >= 0) || seconds > 1e6 || warmup > 1e6) {
            throw new ParameterException(spec.commandLine(),
                    "--seconds must be more than 0 and --warmup at least 0 (both at most 1000000)");
        }
        PrintWriter out = spec.commandLine().getOut();
        Machine m = benchMachine();
        m.cpu().setEngine(engine);

        StopReason warm = m.run((long) (warmup * US_PER_SECOND));
        long startUs = m.clock().now;
        long startInstructions = m.instructionsExecuted();
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        boolean cpuTimed = threads.isCurrentThreadCpuTimeSupported();
        long cpu0 = cpuTimed ? threads.getCurrentThreadCpuTime() : 0;
        long t0 = System.nanoTime();
        StopReason measured = m.run(startUs + Math.max(1, (long) (seconds * US_PER_SECOND)));
        long wallNs = Math.max(1, System.nanoTime() - t0);
        long cpuNs = cpuTimed ? Math.max(1, threads.getCurrentThreadCpuTime() - cpu0) : wallNs;
        if (warm != StopReason.TIME_LIMIT && warmup > 0 || measured != StopReason.TIME_LIMIT) {
            spec.commandLine().getErr().println("pdp1: the benchmark loop stopped: "
                    + (measured != StopReason.TIME_LIMIT ? measured : warm).describe(m));
            return 1;
        }

        double simulatedS = (m.clock().now - startUs) / (double) US_PER_SECOND;
        double wallS = wallNs / 1e9;
        long instructions = m.instructionsExecuted() - startInstructions;
        out.printf("engine:          %s%n", engine.name().toLowerCase(Locale.ROOT));
        out.printf("simulated time:  %.3f s%n", simulatedS);
        out.printf("wall time:       %.3f s%n", wallS);
        out.printf("instructions:    %d%n", instructions);
        out.printf("instructions/s:  %.0f%n", instructions / wallS);
        out.printf("speed:           %.1fx real PDP-1%n", simulatedS / wallS);
        out.printf("cpu time:        %.3f s (%.1fx real PDP-1 per CPU second)%n",
                cpuNs / 1e9, simulatedS / (cpuNs / 1e9));
        out.flush();
        return 0;
    }

    /** A standard PDP-1 with the benchmark loop loaded and started. */
    public static Machine benchMachine() {
        Machine m = new Machine();
        m.load(ORIGIN, PROGRAM);
        m.load(DATA, DATA_WORDS);
        m.start(ORIGIN);
        return m;
    }
}
