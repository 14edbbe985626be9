package pdp1.crosscheck.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import pdp1.crosscheck.Mismatch;
import pdp1.kalah.GameRecord;
import pdp1.kalah.Kalah;
import pdp1.kalah.Notation;
import pdp1.kalah.Position;
import pdp1.program.ProgramImage;
import pdp1.program.kalah.KalahPaper;
import pdp1.program.kalah.KalahSwitches;

/** The paper reader ({@link KalahPaper}) reads a checked game as the cross-check read it. */
class KalahPaperRecordTest {

    /** Seeded cross-check games of every kind (seats, pie, bad keys): the record is the cross-check's move list. */
    @Test
    void theRecordOfACheckedGameIsTheMoveListTheCrossCheckRead() throws Mismatch {
        KalahCrosscheck crosscheck = KalahCrosscheck.ofProgram(null, "kwait");
        ProgramImage program = ProgramImage.fromClasspath("kalah.mac");
        for (long seed = 1; seed <= 6; seed++) {
            Random random = new Random(seed);
            KalahSwitches switches = crosscheck.drawSwitches(random);
            KalahGame game = new KalahGame(program, switches, random);
            game.waitingOn("kwait").play();
            List<GameRecord> games = KalahPaper.games(game.paper(), switches.variant());
            assertThat(games).as("seed %d", seed).hasSize(1);
            assertThat(games.get(0).variant()).isEqualTo(switches.variant());
            assertThat(moveList(games.get(0))).as("seed %d", seed).isEqualTo(game.moveList());
        }
    }

    /** The cross-check's form, "S:c N:swap N:b": the side that moved, then the move. */
    private static String moveList(GameRecord record) {
        List<String> moves = new ArrayList<>();
        Position p = Kalah.start(record.variant());
        for (int move : record.moves()) {
            String side = p.sideToMove() == Position.SOUTH ? "S:" : "N:";
            moves.add(side + (move == GameRecord.SWAP ? "swap" : Notation.pitName(move)));
            p = move == GameRecord.SWAP ? Kalah.swap(p) : Kalah.play(p, move);
        }
        return String.join(" ", moves);
    }
}
