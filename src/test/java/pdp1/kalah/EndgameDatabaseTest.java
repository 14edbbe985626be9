package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.RandomAccessFile;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The complete database (parallel fill, file on disk) against the one filled on demand. */
class EndgameDatabaseTest {

    private static final int K = 9;

    @TempDir
    Path dir;

    private final List<String> notices = new ArrayList<>();

    private static PitIndex index(Variant v) {
        return new PitIndex(v.pits(), v.totalSeeds());
    }

    /** Every board's value in {@code complete} equals the on-demand database's. */
    private static void assertSameValues(Variant v, EndgameDatabase complete) {
        assertThat(complete.isComplete()).isTrue();
        PitIndex index = index(v);
        EndgameDatabase lazy = new EndgameDatabase(v, index, K);
        int[] b = new int[2 * v.pits()];
        for (long i = 0; i < index.count(K); i++) {
            index.board(i, b);
            int mover = MoverBoard.moverSeeds(b, v.pits());
            int opponent = MoverBoard.opponentSeeds(b, v.pits());
            int expected = MoverBoard.isOver(v, mover, opponent) ? MoverBoard.endValue(v, mover, opponent) : lazy.value(b);
            assertThat(complete.value(b)).as("board %d", i).isEqualTo(expected);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"kalah 3x3", "kalah 3x3 empty-capture", "kalah 3x3 until-stuck no-sweep"})
    void aParallelFillGivesEveryBoardTheValueOfTheLazyOne(String name) {
        Variant v = Variant.parse(name);
        EndgameDatabase db = new EndgameDatabase(v, index(v), K);
        db.fill(2, notices::add);
        assertSameValues(v, db);
    }

    @Test
    void aDatabaseIsBuiltOnceThenReadFromItsFile() {
        Variant v = Variant.parse("kalah 3x3 empty-capture");
        EndgameDatabaseFile.obtain(v, index(v), K, dir, 2, notices::add);
        assertThat(notices).anyMatch(n -> n.contains("written to"));
        notices.clear();
        EndgameDatabase again = EndgameDatabaseFile.obtain(v, index(v), K, dir, 2, notices::add);
        assertThat(notices).singleElement().asString().contains("read from");
        assertSameValues(v, again);
    }

    /** Writes a good file, spoils it, and checks the next obtain notices it in one line and rebuilds. */
    private void assertRebuiltAfter(Spoiler spoil, String why) throws IOException {
        Variant v = Variant.standard(3, 3);
        Path file = dir.resolve(EndgameDatabaseFile.fileName(v, K));
        EndgameDatabaseFile.obtain(v, index(v), K, dir, 1, notices::add);
        spoil.apply(file);
        notices.clear();
        EndgameDatabase db = EndgameDatabaseFile.obtain(v, index(v), K, dir, 1, notices::add);
        assertThat(notices.get(0)).contains(file.toString()).contains(why).endsWith("rebuilding it").doesNotContain("\n");
        assertSameValues(v, db);
        notices.clear();
        EndgameDatabaseFile.obtain(v, index(v), K, dir, 1, notices::add);
        assertThat(notices).singleElement().asString().contains("read from");
    }

    private interface Spoiler {
        void apply(Path file) throws IOException;
    }

    @Test
    void aChangedValueIsCaughtByTheChecksum() throws IOException {
        assertRebuiltAfter(file -> {
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                long at = EndgameDatabaseFile.HEADER_BYTES + f.length() / 2 - EndgameDatabaseFile.HEADER_BYTES / 2;
                f.seek(at);
                int b = f.read();
                f.seek(at);
                f.write(b ^ 1);
            }
        }, "checksum mismatch");
    }

    @Test
    void aTruncatedFileIsRebuilt() throws IOException {
        assertRebuiltAfter(file -> {
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                f.setLength(f.length() - 100);
            }
        }, "bytes, not");
    }

    @Test
    void aFileWithoutItsHeaderIsRebuilt() throws IOException {
        assertRebuiltAfter(file -> Files.write(file, new byte[7]), "truncated header");
    }

    @Test
    void aFileOfAnotherFormatVersionIsRebuilt() throws IOException {
        assertRebuiltAfter(file -> {
            try (RandomAccessFile f = new RandomAccessFile(file.toFile(), "rw")) {
                f.seek(8);
                f.writeInt(EndgameDatabaseFile.VERSION + 1);
            }
        }, "format version " + (EndgameDatabaseFile.VERSION + 1));
    }

    @Test
    void aFileOfOtherRulesIsNotUsed() throws IOException {
        Variant other = Variant.standard(3, 3).withEmptyCapture(true);
        assertRebuiltAfter(file -> Files.copy(writeFor(other), file, java.nio.file.StandardCopyOption.REPLACE_EXISTING),
                "made for other rules or sizes");
    }

    private Path writeFor(Variant v) throws IOException {
        Path elsewhere = Files.createDirectories(dir.resolve("other"));
        EndgameDatabaseFile.obtain(v, index(v), K, elsewhere, 1, notices::add);
        return elsewhere.resolve(EndgameDatabaseFile.fileName(v, K));
    }

    @Test
    void theFileNameSaysTheBoardKAndRules() {
        assertThat(EndgameDatabaseFile.fileName(Variant.standard(6, 5), 24)).isEqualTo("kalah-6pits-24seeds.edb");
        assertThat(EndgameDatabaseFile.fileName(Variant.standard(6, 4).withEmptyCapture(true), 22))
                .isEqualTo("kalah-6pits-22seeds-empty-capture.edb");
    }
}
