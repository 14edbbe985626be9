package pdp1.emu.panel;

import pdp1.emu.console.FrontPanel;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.emu.Snapshot;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.console.ConsoleKey;

/** The panel's SAVE (button and Ctrl-S): the whole machine to a file, or a status line saying why not. */
class PanelSaveTest {

    @TempDir
    Path tmp;

    private static FrontPanel panelAt0100() {
        StandardMachine pdp1 = StandardMachine.create();
        pdp1.machine().load(0100, 0200200, 0400201, 0240202, 0760400);   // lac 200, add 201, dac 202, hlt
        pdp1.machine().cpu().ta = 0100;
        return FrontPanel.of(pdp1);
    }

    @Test
    void saveWritesASnapshotAndSaysWhere() throws Exception {
        FrontPanel front = panelAt0100();
        front.press(ConsoleKey.SINGLE_INST);
        front.press(ConsoleKey.START);
        Path file = tmp.resolve("m.snap");
        front.save(file, Map.of(Snapshot.NOTE_SAVED_BY, "test"));
        assertThat(front.status()).startsWith("saved the machine at ").endsWith(" s to " + file);
        Snapshot s = Snapshot.read(file);
        assertThat(s.note(Snapshot.NOTE_SAVED_BY)).isEqualTo("test");
        assertThat(s.register("PC")).isEqualTo(0101L);
    }

    @Test
    void halfwayThroughAnInstructionItSaysToFinishIt() {
        FrontPanel front = panelAt0100();
        front.press(ConsoleKey.SINGLE_STEP);
        front.press(ConsoleKey.START);                     // the fetch of lac 200: its execute cycle is to come
        Path file = tmp.resolve("m.snap");
        front.save(file, Map.of());
        assertThat(front.status()).contains("SAVE: cannot save to " + file, "middle of an instruction", "finish it first");
        assertThat(Files.exists(file)).isFalse();
    }
}
