package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Position;
import pdp1.kimasai.Game;

/** {@code kalah --record} and {@code kimasai --record}: the games on the paper, in the reference notation. */
class GameRecordingTest {

    private final CliRun cli = new CliRun();

    @TempDir
    Path tmp;

    /** Runs the command headless and unpaced with {@code --record}; the file's lines. */
    private List<String> recorded(String... args) throws IOException {
        Path file = tmp.resolve("games.txt");
        List<String> line = new ArrayList<>(List.of(args));
        line.addAll(List.of("--fast", "--display", "none", "--record", file.toString()));
        assertThat(cli.run(line.toArray(String[]::new))).as(cli.err()).isZero();
        return Files.readAllLines(file);
    }

    @Test
    void kalahRecordsTheKeysTheProgramTookAndTheSwapNotTheKeysItRefused() throws IOException {
        List<String> records = recorded("kalah", "--two-players", "--pie", "--keys", "cgasb");
        assertThat(cli.out()).contains("south? g  type a-f", "north swaps sides");
        assertThat(records).containsExactly("kalah 6x4 pie: c a swap b");
    }

    @Test
    void kalahsRulesAreTheSwitchesTheProgramRead() throws IOException {
        assertThat(recorded("kalah", "--two-players", "--seeds", "3", "--empty-capture", "--until-stuck", "--no-sweep",
                "--keys", "a")).containsExactly("kalah 6x3 empty-capture until-stuck no-sweep: a");
    }

    /** Two whole demo games: each record replays legally to the score the PDP-1 printed for it. */
    @Test
    void kalahDemoGamesReplayToTheScoresPrinted() throws IOException {
        List<String> records = recorded("kalah", "--demo", "--level", "1", "--keys", "yn");
        Matcher score = Pattern.compile("south (\\d+)  north (\\d+)").matcher(cli.out());
        assertThat(records).hasSize(2);
        for (String record : records) {
            Position end = GameRecord.parse(record).replay();
            assertThat(score.find()).as("a score for " + record).isTrue();
            assertThat(end.isOver()).isTrue();
            assertThat(new int[] {end.store(Position.SOUTH), end.store(Position.NORTH)})
                    .containsExactly(Integer.parseInt(score.group(1)), Integer.parseInt(score.group(2)));
        }
    }

    @Test
    void kimasaiRecordsTheMovesTheProgramTook() throws IOException {
        List<String> records = recorded("kimasai", "--two-players", "--keys", "m b2 k3 b1");
        assertThat(cli.out()).contains("that stone cannot move");
        assertThat(records).containsExactly("1. b2 k3");
    }

    @Test
    void aKimasaiDemoGameReplaysToTheWinnerPrinted() throws IOException {
        List<String> records = recorded("kimasai", "--demo", "--level", "1", "--keys", "n");
        assertThat(records).hasSize(1);
        Game game = Game.replay(records.get(0), Game.Options.NONE);
        assertThat(game.isOver()).isTrue();
        String winner = game.position().toMove().opponent().title().toLowerCase(Locale.ROOT);
        assertThat(cli.out()).contains(winner + " wins");
        assertThat(records.get(0)).endsWith(game.result().token());
    }

    @Test
    void aRecordThatCannotBeWrittenIsRefusedBeforeAnythingRuns() {
        Path file = tmp.resolve("no-such-dir").resolve("game.txt");
        assertThat(cli.run("kalah", "--fast", "--display", "none", "--keys", "c", "--record", file.toString()))
                .isEqualTo(2);
        assertThat(cli.err()).isEqualTo("pdp1: I/O error: --record: cannot write " + file + ": no such directory"
                + System.lineSeparator());
        assertThat(cli.out()).as("nothing ran").isEmpty();
    }

    @Test
    void aWriteThatFailsDuringTheGameStopsItNamingTheFile() {
        int code = cli.run("kalah", "--two-players", "--fast", "--display", "none", "--keys", "cdef", "--record", "/dev/full");
        assertThat(code).isEqualTo(2);
        assertThat(cli.err()).startsWith("pdp1: --record: cannot write /dev/full: No space left on device")
                .contains(" s simulated").doesNotContain("Exception");
    }

    @Test
    void aDirectoryIsNoRecord() {
        assertThat(cli.run("kimasai", "--fast", "--display", "none", "--keys", "b2", "--record", tmp.toString()))
                .isEqualTo(2);
        assertThat(cli.err()).contains("--record: " + tmp + " is a directory").doesNotContain("Exception");
        assertThat(cli.out()).isEmpty();
    }
}
