package pdp1.crosscheck;

/**
 * Part K of N of a campaign (sessions or mutants): job i belongs to shard {@code i mod N + 1}, so
 * the shards together do every job once, and a job's result does not depend on its shard.
 */
public record Shard(int index, int count) {

    /** The whole campaign: one shard. */
    public static final Shard ALL = new Shard(1, 1);

    public Shard {
        if (count < 1 || index < 1 || index > count) {
            throw new IllegalArgumentException("a shard is K/N with 1 <= K <= N, not " + index + "/" + count);
        }
    }

    /** "K/N", e.g. "2/4"; IllegalArgumentException with a sentence otherwise. */
    public static Shard parse(String text) {
        String[] parts = text.split("/", -1);
        if (parts.length != 2 || !parts[0].matches("[0-9]{1,6}") || !parts[1].matches("[0-9]{1,6}")) {
            throw new IllegalArgumentException("a shard is K/N (e.g. 2/4), not '" + text + "'");
        }
        return new Shard(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]));
    }

    /** Whether job {@code i} (from 0) of the campaign is this shard's. */
    public boolean includes(int i) {
        return i % count == index - 1;
    }

    /** Job {@code k} (from 0) of this shard: its number in the whole campaign. */
    public int job(int k) {
        return k * count + index - 1;
    }

    /** How many of a campaign's {@code total} jobs are this shard's. */
    public int jobsOf(int total) {
        return total < index ? 0 : (total - index) / count + 1;
    }

    public boolean isAll() {
        return count == 1;
    }

    @Override
    public String toString() {
        return index + "/" + count;
    }
}
