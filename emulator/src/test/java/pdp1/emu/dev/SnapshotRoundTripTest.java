package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.emu.Machine;
import pdp1.emu.Snapshot;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.cpu.TextTrace;
import pdp1.emu.debug.Program;
import pdp1.emu.state.StateTable;

/**
 * A snapshot taken at any step of a program that uses every device (snapshot/devices.mac: tyo,
 * tyi, rpa, rpb, rrb, ppa, ppb, dpy, a break pending) and restored into a new machine runs on
 * exactly as the machine it was taken from: the same trace, the same cycle count, the same state
 * at the end, paper and punched tape included.
 */
class SnapshotRoundTripTest {

    private static final byte[] TAPE = {0101, (byte) 0201, (byte) 0202, (byte) 0203, 0125};
    private static final long LIMIT_US = 5_000_000;

    /**
     * One machine steps through the program; at the three steps after each change in what is
     * pending (a device completion, a break), and at every 101st step besides, its snapshot is
     * restored into a new machine,
     * which must trace the rest of the program as the whole run did and end in the same state.
     */
    @Test
    void aRestoredMachineRunsOnAsTheOneItWasTakenFrom() throws Exception {
        Whole whole = wholeRun();
        assertThat(whole.steps()).as("the program halts in a bounded number of steps").isBetween(50, 20_000);
        Set<String> seenPending = new TreeSet<>();
        StandardMachine taken = booted();
        int tried = 0;
        Set<String> before = Set.of();
        int changedAt = 0;
        for (int k = 1; k < whole.steps(); k++) {
            taken.machine().runInstructions(1);
            Set<String> pending = pending(taken.machine());
            if (!pending.equals(before)) {
                changedAt = k;
                before = pending;
            }
            if (k - changedAt > 2 && k % 101 != 0) {
                continue;                   // the middle of a wait loop: one in 101 is enough
            }
            seenPending.addAll(pending);
            tried++;
            byte[] snapshot = Snapshot.bytes(taken.machine());
            StandardMachine resumed = StandardMachine.create();
            Snapshot.read(new ByteArrayInputStream(snapshot), "step " + k).restoreInto(resumed.machine());
            assertThat(Snapshot.bytes(resumed.machine())).as("step %d: the restored machine saves the same", k).isEqualTo(snapshot);
            assertThat(finish(resumed)).as("step %d: the trace after the resume", k).isEqualTo(whole.traceFrom(k));
            assertThat(Snapshot.bytes(resumed.machine())).as("step %d: the state at the halt", k).isEqualTo(whole.end());
        }
        assertThat(tried).as("snapshots tried").isGreaterThan(100);
        assertThat(seenPending).as("every device's completion was pending at some snapshot")
                .contains("TTY.PRINT", "TTY.STRIKE", "PTR.LINE", "PTP.LINE", "DPY.POINT", "a break request");
    }

    /** The whole run: its trace line by line with the step each line ends, and its end state. */
    private record Whole(int steps, java.util.List<String> lines, int[] linesBeforeStep, byte[] end) {
        String traceFrom(int step) {
            return String.join("", lines.subList(linesBeforeStep[step], lines.size()));
        }
    }

    private static Whole wholeRun() throws Exception {
        StandardMachine pdp1 = booted();
        Machine m = pdp1.machine();
        StringBuilder trace = new StringBuilder();
        m.setTrace(new TextTrace(trace));
        java.util.List<String> lines = new java.util.ArrayList<>();
        java.util.List<Integer> before = new java.util.ArrayList<>();
        StopReason stop;
        do {
            before.add(lines.size());
            stop = m.runInstructions(1);
            if (trace.length() > 0) {
                lines.add(trace.toString());
                trace.setLength(0);
            }
        } while (stop == StopReason.INSTRUCTION_LIMIT && before.size() < 100_000);
        assertThat(stop).isEqualTo(StopReason.HALT);
        m.setTrace(null);
        lines.add("clock " + m.clock().now);
        before.add(lines.size() - 1);
        return new Whole(before.size() - 1, lines, before.stream().mapToInt(Integer::intValue).toArray(), Snapshot.bytes(m));
    }

    private static Set<String> pending(Machine m) {
        Set<String> names = new TreeSet<>();
        for (StateTable.Timer t : m.state().timers()) {
            if (t.event().isPending()) {
                names.add(t.name());
            }
        }
        if (m.cpu().sequenceBreak().requestPending()) {
            names.add("a break request");
        }
        return names;
    }

    @Test
    void theProgramDoesWhatTheTestNeedsOfIt() throws Exception {
        StandardMachine pdp1 = booted();
        assertThat(pdp1.machine().run(LIMIT_US)).isEqualTo(StopReason.HALT);
        assertThat(pdp1.transcript().text()).isEqualTo("abcdx\n");
        assertThat(pdp1.punch().tape()).as("ppa's line and ppb's").hasSize(2);
        assertThat(pdp1.reader().atEnd()).isTrue();
    }

    /** Runs to the halt, tracing; returns the trace. */
    private static String finish(StandardMachine pdp1) {
        StringBuilder trace = new StringBuilder();
        Machine m = pdp1.machine();
        m.setTrace(new TextTrace(trace));
        assertThat(m.run(LIMIT_US)).isEqualTo(StopReason.HALT);
        m.setTrace(null);
        return trace.append("clock ").append(m.clock().now).toString();
    }

    private static StandardMachine booted() throws Exception {
        Program program = Program.fromAssembly(Assembler.assemble(source(), "devices.mac"));
        StandardMachine pdp1 = StandardMachine.create();
        program.loadInto(pdp1.machine());
        pdp1.machine().start(program.start());
        pdp1.reader().load(TAPE, "test tape");
        pdp1.typewriter().type("x");
        return pdp1;
    }

    private static String source() throws IOException {
        try (InputStream in = SnapshotRoundTripTest.class.getResourceAsStream("/snapshot/devices.mac")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
