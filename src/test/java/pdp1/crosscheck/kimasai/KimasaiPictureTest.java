package pdp1.crosscheck.kimasai;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.PointLog;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.dev.StandardMachine;
import pdp1.kimasai.Game;
import pdp1.kimasai.Hole;
import pdp1.kimasai.Pdp1Search;
import pdp1.kimasai.Position;
import pdp1.kimasai.Side;
import pdp1.program.ProgramImage;

/**
 * The picture programs/kimasai.mac draws (its mkst, mkdl and crtn, on the emulator) read back from
 * the point stream with {@link KimasaiScreen}: for seeded positions of seeded games, the digits of
 * the stones left equal the reference counts, and the stones, the marks and the last move are the
 * reference's.
 */
class KimasaiPictureTest {

    /** The test's own few words, in low core, which the program leaves free (docs/kimasai.md 6). */
    private static final int CALLER = 040;
    private static final int COUNT = 050;

    private final ProgramImage program = ProgramImage.fromClasspath("kimasai.mac");

    /** A position of a game, the move that led to it (null at the start), and whether the game is over there. */
    private record Seen(Position position, Hole last, boolean over) {
    }

    /** One position from each of {@code n} seeded games: random and depth-2 moves, cut at a random ply or at the end. */
    private static List<Seen> positions(long seed, int n) {
        Random r = new Random(seed);
        Pdp1Search search = new Pdp1Search();
        List<Seen> found = new java.util.ArrayList<>();
        for (int i = 0; i < n; i++) {
            Game g = new Game();
            int plies = r.nextInt(4) == 0 ? Integer.MAX_VALUE : r.nextInt(120);
            while (!g.isOver() && g.moves().size() < plies) {
                Position p = g.position();
                List<Hole> legal = p.legalMoves();
                g.play(r.nextBoolean() ? search.chooseAtLevel(p, 2) : legal.get(r.nextInt(legal.size())));
            }
            List<Hole> moves = g.moves();
            found.add(new Seen(g.position(), moves.isEmpty() ? null : moves.get(moves.size() - 1), g.isOver()));
        }
        return found;
    }

    /** The program's picture of {@code s}: its board, last move and end set in core, then mkst, mkdl and crtn. */
    private PointLog drawn(Seen s, int[] patch) {
        StandardMachine pdp1 = StandardMachine.create();
        PointLog log = new PointLog();
        pdp1.display().addSink(log);
        Machine m = pdp1.machine();
        m.load(0, program.core(m.core().length));
        if (patch != null) {
            m.core()[patch[0]] = patch[1];
        }
        Position p = s.position();
        set(m, "sb", p.south() & 07777);
        set(m, "sf", p.south() >>> 12);
        set(m, "nb", p.north() & 07777);
        set(m, "nf", p.north() >>> 12);
        set(m, "side", p.toMove() == Side.SOUTH ? 0 : 1);
        set(m, "gend", s.over() ? 1 : 0);
        if (s.last() != null) {
            set(m, "lmv", 1);
            set(m, "lfc", s.last().column());
            set(m, "lfr", s.last().row() - 1);
            set(m, "ltc", s.last().next().column());
            set(m, "ltr", s.last().next().row() - 1);
        }
        m.core()[CALLER] = 0620000 | program.address("mkst");          // jsp mkst
        m.core()[CALLER + 1] = 0620000 | program.address("mkdl");      // jsp mkdl
        m.core()[CALLER + 2] = 0200000 | COUNT;                        // lac count
        m.core()[CALLER + 3] = 0170000 | program.address("crtn");      // jda crtn
        m.core()[CALLER + 4] = 0760400;                                // hlt
        m.core()[COUNT] = 2 * 600 + 1;                                 // two frames of the most points and one
        m.start(CALLER);
        StopReason stop = m.run(m.clock().now + 10_000_000);
        assertThat(stop).as("%s: %s", p, stop.describe(m)).isEqualTo(StopReason.HALT);
        return log;
    }

    private void set(Machine m, String symbol, int value) {
        m.core()[program.address(symbol)] = value;
    }

    @Test
    void theDigitsOfTheStonesLeftReadBackAsTheReferenceCountsIn100SeededPositions() {
        long seed = 2026;
        int overs = 0;
        for (Seen s : positions(seed, 100)) {
            Position p = s.position();
            KimasaiScreen.Frame f = KimasaiScreen.firstFrame(drawn(s, null)).orElseThrow();
            String where = "seed " + seed + ", " + (s.over() ? "the end, " : "") + "last " + s.last() + ":\n" + p;
            assertThat(f.problem()).as(where).isNull();
            assertThat(f.south()).as("%s\nSouth: %s", where, f.southText()).hasValue(p.count(Side.SOUTH));
            assertThat(f.north()).as("%s\nNorth: %s", where, f.northText()).hasValue(p.count(Side.NORTH));
            for (int row = 1; row <= Hole.ROWS; row++) {
                for (int col = 0; col < Hole.COLUMNS; col++) {
                    Hole h = new Hole(col, row);
                    assertThat(f.stone(h)).as("%s\n%s", where, h).isEqualTo(p.hasStone(h));
                }
            }
            assertThat(f.lastFrom()).as(where).isEqualTo(s.last());
            assertThat(f.lastTo()).as(where).isEqualTo(s.last() == null ? null : s.last().next());
            assertThat(f.toMove()).as(where).isEqualTo(s.over() ? null : p.toMove());
            assertThat(f.winner()).as(where).isEqualTo(s.over() ? p.toMove().opponent() : null);
            int points = KimasaiScreen.pointsPerFrame(p.count(Side.SOUTH), p.count(Side.NORTH), s.over());
            assertThat(f.points()).as(where).isEqualTo(points).isLessThanOrEqualTo(program.address("ys") - program.address("xs"));
            overs += s.over() ? 1 : 0;
        }
        assertThat(overs).as("seed %d: positions at the end of a game", seed).isPositive();
    }

    @Test
    void aDigitDrawnWrongInTheImageIsReadAsAnotherCount() {
        // the font's 5 patched to look like a 6: 111 100 111 101 111
        int[] patch = {program.address("font") + 5, 074757};
        Position p = Position.of(Side.SOUTH, List.of(Hole.parse("a1"), Hole.parse("b1"), Hole.parse("c1"),
                Hole.parse("d1"), Hole.parse("e1"), Hole.parse("a4")));
        KimasaiScreen.Frame f = KimasaiScreen.firstFrame(drawn(new Seen(p, null, false), patch)).orElseThrow();
        assertThat(f.south()).hasValue(6);
        assertThat(f.north()).hasValue(1);
        KimasaiScreen.Frame good = KimasaiScreen.firstFrame(drawn(new Seen(p, null, false), null)).orElseThrow();
        assertThat(good.south()).hasValue(5);
    }
}
