package pdp1.bench;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import pdp1.cli.BenchCommand;
import pdp1.crosscheck.ConsoleRig;
import pdp1.emu.Machine;
import pdp1.emu.cpu.Engine;
import pdp1.emu.cpu.StopReason;
import pdp1.program.ProgramImage;

/**
 * The two engines on four kinds of PDP-1 code (docs/performance.md). Every benchmark op runs
 * {@link #SLICE_US} of simulated time, so ops per second times 0.1 is the speed in "x a real
 * PDP-1". Run: {@code java -jar benchmarks/target/benchmarks.jar} (after {@code mvn package}).
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class EngineBenchmarks {

    /** Simulated µs per op: 0.1 s. */
    public static final long SLICE_US = 100_000;

    /** One machine per trial, run on from op to op; its engine the parameter. */
    @State(Scope.Thread)
    public abstract static class Running {
        @Param({"interpreter", "translator"})
        public String engine;

        Machine machine;

        void useEngine(Machine m) {
            machine = m;
            m.cpu().setEngine(Engine.valueOf(engine.toUpperCase(java.util.Locale.ROOT)));
        }

        /** The next slice; a stop other than the time limit is a broken benchmark. */
        StopReason slice() {
            StopReason r = machine.run(machine.clock().now + SLICE_US);
            if (r != StopReason.TIME_LIMIT) {
                throw new IllegalStateException("the benchmark program stopped: " + r.describe(machine));
            }
            return r;
        }
    }

    /** `pdp1.jar bench`'s loop: lac add dac xor and ral dac isp jmp. */
    public static class ComputeLoop extends Running {
        @Setup(Level.Trial)
        public void setUp() {
            useEngine(BenchCommand.benchMachine());
        }
    }

    /**
     * A loop that rewrites the instruction after its own dac on every pass (law k becomes
     * law k+1, k counting 0..777), as period programs patch their code: 100 lac 104, add 110,
     * and 111, dac 104, law 0, dac 112, jmp 100.
     */
    public static class SelfModifying extends Running {
        @Setup(Level.Trial)
        public void setUp() {
            Machine m = new Machine();
            m.load(0100, 0200104, 0400110, 0020111, 0240104, 0700000, 0240112, 0600100);
            m.load(0110, 1, 0700777);
            m.start(0100);
            useEngine(m);
        }
    }

    /** programs/squares.mac: 20 000 points a second on the Type 30, as display programs do. */
    public static class Display extends Running {
        @Setup(Level.Trial)
        public void setUp() {
            ConsoleRig rig = new ConsoleRig(ProgramImage.fromClasspath("squares.mac"), 0, 0);
            useEngine(rig.machine());
        }
    }

    /**
     * programs/kalah.mac, computer against computer (test word 200000) with no CRT (SS6): mostly
     * the search; each game over, {@code y} starts the next.
     */
    @State(Scope.Thread)
    public static class KalahGames {
        @Param({"interpreter", "translator"})
        public String engine;

        ConsoleRig rig;
        int keyWait;

        @Setup(Level.Trial)
        public void setUp() {
            ProgramImage kalah = ProgramImage.fromClasspath("kalah.mac");
            rig = new ConsoleRig(kalah, 001, 0200000);
            rig.machine().cpu().setEngine(Engine.valueOf(engine.toUpperCase(java.util.Locale.ROOT)));
            keyWait = kalah.address("kwait");
        }

        void slice() {
            long end = rig.nowUs() + SLICE_US;
            while (rig.nowUs() < end) {
                if (rig.runUntilWaiting(keyWait, end - rig.nowUs()) == ConsoleRig.Outcome.WAITING) {
                    rig.type("y");
                }
            }
        }
    }

    @Benchmark
    public StopReason computeLoop(ComputeLoop state) {
        return state.slice();
    }

    @Benchmark
    public StopReason selfModifyingLoop(SelfModifying state) {
        return state.slice();
    }

    @Benchmark
    public StopReason displayProgram(Display state) {
        return state.slice();
    }

    @Benchmark
    public long kalahComputerGames(KalahGames state) {
        state.slice();
        return state.rig.nowUs();
    }
}
