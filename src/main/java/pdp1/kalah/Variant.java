package pdp1.kalah;

import java.util.ArrayList;
import java.util.List;

/**
 * A Kalah rule set: the board size and the variant switches of docs/kalah-rules.md.
 *
 * @param pits         pits per side, m (6 on the PDP-1; the engine takes 1..12)
 * @param seeds        seeds per pit at the start, n (1..12)
 * @param emptyCapture a last seed in an own empty pit goes to the store even when the opposite pit is empty
 * @param untilStuck   the game ends only when the side to move has no legal move
 * @param noSweep      seeds left on the board at the end count for nobody
 * @param pie          the second player may swap seats after the first player's opening turn
 */
public record Variant(int pits, int seeds, boolean emptyCapture, boolean untilStuck, boolean noSweep, boolean pie) {

    /** Largest board the engine accepts; pits per side. */
    public static final int MAX_PITS = 12;
    /** Largest start count the engine accepts; seeds per pit. */
    public static final int MAX_SEEDS = 12;

    /** Standard modern Kalah: 6 pits, 4 seeds, no variant switch. */
    public static final Variant STANDARD = standard(6, 4);

    public Variant {
        if (pits < 1 || pits > MAX_PITS) {
            throw new IllegalArgumentException("pits per side must be 1.." + MAX_PITS + ", not " + pits);
        }
        if (seeds < 1 || seeds > MAX_SEEDS) {
            throw new IllegalArgumentException("seeds per pit must be 1.." + MAX_SEEDS + ", not " + seeds);
        }
    }

    /** Kalah(m, n) with every variant switch off. */
    public static Variant standard(int pits, int seeds) {
        return new Variant(pits, seeds, false, false, false, false);
    }

    public Variant withEmptyCapture(boolean on) {
        return new Variant(pits, seeds, on, untilStuck, noSweep, pie);
    }

    public Variant withUntilStuck(boolean on) {
        return new Variant(pits, seeds, emptyCapture, on, noSweep, pie);
    }

    public Variant withNoSweep(boolean on) {
        return new Variant(pits, seeds, emptyCapture, untilStuck, on, pie);
    }

    public Variant withPie(boolean on) {
        return new Variant(pits, seeds, emptyCapture, untilStuck, noSweep, on);
    }

    /** Total seeds on the board: 2 m n. */
    public int totalSeeds() {
        return 2 * pits * seeds;
    }

    /** The name used in game records: {@code kalah 6x4 empty-capture until-stuck no-sweep pie}. */
    @Override
    public String toString() {
        List<String> words = new ArrayList<>();
        words.add("kalah " + pits + "x" + seeds);
        if (emptyCapture) {
            words.add("empty-capture");
        }
        if (untilStuck) {
            words.add("until-stuck");
        }
        if (noSweep) {
            words.add("no-sweep");
        }
        if (pie) {
            words.add("pie");
        }
        return String.join(" ", words);
    }

    /** Parses {@link #toString()}'s form back. */
    public static Variant parse(String text) {
        String[] words = text.trim().split("\\s+");
        if (words.length < 2 || !words[0].equals("kalah")) {
            throw new IllegalArgumentException("a variant starts with 'kalah MxN', not '" + text.trim() + "'");
        }
        String[] size = words[1].split("x");
        Variant v;
        try {
            if (size.length != 2) {
                throw new NumberFormatException();
            }
            v = standard(Integer.parseInt(size[0]), Integer.parseInt(size[1]));
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("board size must be PITSxSEEDS such as 6x4, not '" + words[1] + "'");
        }
        for (int i = 2; i < words.length; i++) {
            v = switch (words[i]) {
                case "empty-capture" -> v.withEmptyCapture(true);
                case "until-stuck" -> v.withUntilStuck(true);
                case "no-sweep" -> v.withNoSweep(true);
                case "pie" -> v.withPie(true);
                default -> throw new IllegalArgumentException("unknown variant word '" + words[i] + "'");
            };
        }
        return v;
    }
}
