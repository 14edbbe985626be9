package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --save-on-exit} and {@code --resume}: a game saved when its keys run out and resumed
 * with the rest goes on exactly as the game played through (the same paper, the same machine at
 * the end, cycle for cycle); a file that cannot be resumed is refused in one line, nothing run.
 */
class SaveResumeTest {

    @TempDir
    Path tmp;

    /** Runs a command; returns {exit code, standard output, standard error}. */
    private static String[] run(String... args) {
        CliRun cli = new CliRun();
        int code = cli.run(args);
        return new String[] {Integer.toString(code), cli.out(), cli.err()};
    }

    private static String[] kalah(String... args) {
        String[] all = new String[args.length + 3];
        all[0] = "kalah";
        all[1] = "--fast";
        all[2] = "--display=none";
        System.arraycopy(args, 0, all, 3, args.length);
        return run(all);
    }

    @Test
    void aKalahGameSavedAndResumedGoesOnAsThePlayedThroughGame() throws IOException {
        Path half = tmp.resolve("half.snap");
        Path resumed = tmp.resolve("resumed.snap");
        Path whole = tmp.resolve("whole.snap");
        String[] first = kalah("--keys", "c", "--save-on-exit", half.toString());
        assertThat(first[0]).as(first[2]).isEqualTo("0");
        assertThat(first[2]).contains("saved the machine at ", "--resume " + half);

        String[] second = kalah("--resume", half.toString(), "--keys", "d", "--save-on-exit", resumed.toString());
        String[] through = kalah("--keys", "cd", "--save-on-exit", whole.toString());

        assertThat(second[0]).as(second[2]).isEqualTo("0");
        assertThat(second[1]).as("the resumed game prints the old paper, then goes on as the whole game")
                .isEqualTo(through[1]).contains("south? d", "north plays");
        assertThat(Files.readAllBytes(resumed)).as("the machines at the end, clock and all").isEqualTo(Files.readAllBytes(whole));
    }

    @Test
    void aResumedGameRecordsTheWholeGame() throws IOException {
        Path saved = tmp.resolve("k.snap");
        Path record = tmp.resolve("game.txt");
        kalah("--keys", "c", "--save-on-exit", saved.toString());
        String[] resumed = kalah("--resume", saved.toString(), "--keys", "d", "--record", record.toString());
        assertThat(resumed[0]).as(resumed[2]).isEqualTo("0");
        assertThat(Files.readString(record)).as("the moves before the save too").isEqualTo("kalah 6x4: c d c b a\n");
    }

    @Test
    void aRunOfAnyProgramResumes() throws IOException {
        Path saved = tmp.resolve("echo.snap");
        Path keys = Files.writeString(tmp.resolve("keys"), "ab");
        Path more = Files.writeString(tmp.resolve("more"), "cd");
        String[] first = run("run", program("echo.mac").toString(), "--tty-in", keys.toString(), "--save-on-exit", saved.toString());
        String[] second = run("run", "--resume", saved.toString(), "--tty-in", more.toString());
        assertThat(first[0]).as(first[2]).isEqualTo("0");
        assertThat(second[0]).as(second[2]).isEqualTo("0");
        assertThat(second[1]).as("the paper so far, then the new keys' echo").startsWith(first[1]).contains("ccdd");
    }

    @Test
    void thePanelSavesWhatItShowsAndShowsItAgainResumed() throws IOException {
        Path saved = tmp.resolve("panel.snap");
        Path before = tmp.resolve("before.png");
        Path after = tmp.resolve("after.png");
        String[] first = run("panel", program("hello.mac").toString(), "--png", before.toString(), "--run", "0.05",
                "--save-on-exit", saved.toString());
        String[] second = run("panel", "--resume", saved.toString(), "--png", after.toString());
        assertThat(first[0]).as(first[2]).isEqualTo("0");
        assertThat(second[0]).as(second[2]).isEqualTo("0");
        assertThat(Files.readAllBytes(after)).as("the same lamps").isEqualTo(Files.readAllBytes(before));
        String[] ran = run("run", "--resume", saved.toString(), "--fast");
        assertThat(ran[1]).as("the program goes on: the rest of its greeting").contains("world");
        assertThat(ran[2]).contains("halted");
    }

    @Test
    void aResumedRunTakesTheSwitchesAndAStart() throws IOException {
        Path saved = tmp.resolve("hello.snap");
        run("run", program("hello.mac").toString(), "--fast", "--save-on-exit", saved.toString());   // halted at the end
        String[] again = run("run", "--resume", saved.toString(), "--fast", "--start", "100", "--sense", "2");
        assertThat(again[0]).as(again[2]).isEqualTo("0");
        assertThat(again[1]).as("the old paper, then the greeting again from 100")
                .isEqualTo("hello, world" + System.lineSeparator() + "hello, world" + System.lineSeparator());
        String[] outside = run("run", "--resume", saved.toString(), "--start", "70000");
        assertThat(outside[0]).isEqualTo("2");
        assertThat(outside[2]).contains("--start: 70000 is not an address in the saved machine's core");
        String[] made = run("run", "--resume", saved.toString(), "--memory", "8192");
        assertThat(made[2]).contains("leave out --memory");
    }

    @Test
    void aDamagedSnapshotIsRefusedInOneLine() throws IOException {
        Path saved = tmp.resolve("k.snap");
        kalah("--keys", "c", "--save-on-exit", saved.toString());
        byte[] bytes = Files.readAllBytes(saved);
        bytes[bytes.length / 2] ^= 1;
        Path damaged = Files.write(tmp.resolve("damaged.snap"), bytes);
        String[] r = kalah("--resume", damaged.toString());
        assertThat(r[0]).isEqualTo("1");
        assertThat(r[2]).isEqualTo("pdp1: " + damaged + ": damaged: its checksum does not match its contents" + System.lineSeparator());
        assertThat(r[1]).as("nothing run").isEmpty();
    }

    @Test
    void refusalsSayWhy() throws IOException {
        Path saved = tmp.resolve("k.snap");
        kalah("--keys", "c", "--save-on-exit", saved.toString());
        Path text = Files.writeString(tmp.resolve("notes.txt"), "hello");

        String[] otherGame = run("kimasai", "--fast", "--display=none", "--resume", saved.toString());
        assertThat(otherGame[0]).isEqualTo("1");
        assertThat(otherGame[2]).contains("it runs kalah.mac", "not kimasai.mac", "pdp1.jar run --resume takes it");

        String[] rules = kalah("--resume", saved.toString(), "--level", "3");
        assertThat(rules[0]).isEqualTo("2");
        assertThat(rules[2]).contains("--resume: the machine, its program and switches come from", "leave out --level");

        String[] foreign = kalah("--resume", text.toString());
        assertThat(foreign[2]).startsWith("pdp1: " + text + ": not a PDP-1 snapshot");

        String[] missing = kalah("--resume", tmp.resolve("nothere.snap").toString());
        assertThat(missing[0]).isEqualTo("1");
        assertThat(missing[2]).contains("no such file");

        String[] both = run("run", "--resume", saved.toString(), program("hello.mac").toString());
        assertThat(both[0]).isEqualTo("2");
        assertThat(both[2]).contains("give no TAPE|SOURCE");

        String[] badDirectory = kalah("--keys", "c", "--save-on-exit", tmp.resolve("no/such/dir/k.snap").toString());
        assertThat(badDirectory[0]).isEqualTo("2");
        assertThat(badDirectory[1]).as("nothing run").isEmpty();
    }
}
