package pdp1.program;

import java.io.PrintWriter;
import java.util.List;

/**
 * How {@code pdp1.jar analyse GAME FILE} judges a game's recorded moves (the records
 * {@code --record} writes, one a line); a game without one is not analysed.
 *
 * @param <R> a record read and replayed
 */
public interface RecordAnalyser<R> {

    /** A record line, for the message that a file holds none (e.g. {@code kalah 6x4: c f b}). */
    String example();

    /**
     * One record line, read and replayed.
     *
     * @throws IllegalArgumentException saying what is wrong (e.g. "move 2: pit c is empty")
     */
    R read(String line);

    /**
     * Prints the analysis of {@code records} to {@code out}, each game headed by its record when
     * there are several; a position with at most {@code exactSeeds} seeds in play is solved,
     * others searched {@code depth} plies deep.
     */
    void analyse(List<R> records, int exactSeeds, int depth, PrintWriter out);
}
