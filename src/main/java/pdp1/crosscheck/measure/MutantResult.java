package pdp1.crosscheck.measure;

/**
 * What the cross-check made of one mutant: killed by session {@code killedBy} (its seed), or
 * survived ({@code killedBy} -1) the {@code sessions} it played.
 *
 * @param index   the mutant's place in the campaign's sample (the order of the report)
 * @param where   its address as label+offset
 * @param line    its source line's number, and {@code source} the line
 * @param why     the first line of what differed, empty if it survived
 */
public record MutantResult(int index, int address, String where, int line, String source, String change,
        long killedBy, int sessions, String why) {

    public boolean killed() {
        return killedBy >= 0;
    }
}
