package pdp1.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    /** 16 slots: four buckets of four, so most of the boards below must push others out. */
    private final TranspositionTable table = new TranspositionTable(16, 1L << 20);

    @Test
    void anEntryKeepsItsBoundsAndMove() {
        table.store(12345, -3, 7, 2, 100);
        int entry = table.probe(12345);
        assertThat(TranspositionTable.present(entry)).isTrue();
        assertThat(TranspositionTable.lower(entry)).isEqualTo(-3);
        assertThat(TranspositionTable.upper(entry)).isEqualTo(7);
        assertThat(TranspositionTable.move(entry)).isEqualTo(2);
        assertThat(TranspositionTable.present(table.probe(12346))).isFalse();
    }

    @Test
    void theDearestEntriesOutliveAFloodOfCheapOnes() {
        for (long key = 0; key < 3; key++) {                // three: even in one bucket, a slot is left
            table.store(key, 0, 0, 0, 1_000_000);
        }
        for (long key = 100; key < 10_000; key++) {
            table.store(key, 1, 1, 1, 1);
        }
        for (long key = 0; key < 3; key++) {
            assertThat(TranspositionTable.present(table.probe(key))).as("board %d", key).isTrue();
        }
    }

    @Test
    void storingABoardAgainReplacesItsOwnEntry() {
        table.store(77, -10, 10, 0, 5_000);
        table.store(77, 2, 10, 3, 1);
        int entry = table.probe(77);
        assertThat(TranspositionTable.lower(entry)).isEqualTo(2);
        assertThat(TranspositionTable.move(entry)).isEqualTo(3);
        for (long key = 1000; key < 5000; key++) {
            table.store(key, 0, 0, 0, 2);
        }
        assertThat(TranspositionTable.present(table.probe(77))).as("kept the work of its first search").isTrue();
    }

    @Test
    void aTableOfAnyNumberOfBucketsTellsEveryBoardApart() {
        TranspositionTable odd = new TranspositionTable(5 * 4 + 3, 1L << 20);   // five buckets; 3 slots too few for a sixth
        assertThat(odd.slotCount()).isEqualTo(20);
        for (long key = 0; key < 1 << 20; key += 37) {
            odd.store(key, (int) (key % 61) - 30, 30, (int) (key % 7), key % 5);
        }
        int found = 0;
        for (long key = 0; key < 1 << 20; key++) {
            int entry = odd.probe(key);
            if (TranspositionTable.present(entry)) {
                assertThat(key % 37).as("board %d was never stored", key).isZero();
                assertThat(TranspositionTable.lower(entry)).as("board %d", key).isEqualTo((int) (key % 61) - 30);
                assertThat(TranspositionTable.move(entry)).as("board %d", key).isEqualTo((int) (key % 7));
                found++;
            }
        }
        assertThat(found).as("at most one board a slot, and every slot used").isEqualTo(20);
    }
}
