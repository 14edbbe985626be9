package pdp1.games;

import java.util.List;
import java.util.Optional;
import pdp1.crosscheck.kalah.KalahCrosscheck;
import pdp1.crosscheck.kalah.KalahCrosscheckOptions;
import pdp1.crosscheck.kimasai.KimasaiCrosscheck;
import pdp1.crosscheck.kimasai.KimasaiCrosscheckOptions;
import pdp1.kalah.GameRecord;
import pdp1.kimasai.Game;
import pdp1.program.kalah.KalahAnalyser;
import pdp1.program.kalah.KalahPaper;
import pdp1.program.kalah.KalahPlayOptions;
import pdp1.program.kalah.KalahSwitches;
import pdp1.program.kimasai.KimasaiPaper;
import pdp1.program.kimasai.KimasaiPlayOptions;

/**
 * The registry: the game programs this jar plays, in the order the command line and the
 * classroom menu list them. A game is added here and in its own packages (docs/games.md,
 * "Adding a game"); GamesTest fails while a registered game lacks a part.
 */
public final class Games {

    /**
     * Kalah. Move times: Kalah 6x4 by level 1..8, the start, 15 openings and 184 middle and end
     * games (docs/kalah-program.md "Levels", the table KalahSearchTest checks); every level measured.
     */
    public static final GameProgram KALAH = new GameProgram("kalah", "Kalah (W. J. Champion, 1940)", "PDP-1 Kalah",
            "kalah.mac", "kwait",
            new GameProgram.LevelTimes(1.0,
                    List.of(0.10, 0.32, 1.25, 1.89, 3.10, 4.92, 6.74, 8.55),
                    List.of(0.12, 0.70, 1.36, 2.00, 3.28, 5.21, 7.11, 9.00)),
            // the rules are the switches' the program reads
            (text, ss, tw) -> KalahPaper.games(text, KalahSwitches.decode(ss, tw).variant()).stream()
                    .map(GameRecord::toString).toList(),
            new KalahAnalyser(), KalahPlayOptions::new, wait -> KalahCrosscheck.ofProgram(null, wait), KalahCrosscheckOptions::new,
            GameRecord.class.getPackageName(), KalahSwitches.class.getPackageName(),
            KalahCrosscheck.class.getPackageName());

    /**
     * Bao la Kimasai. Move times by level, South's moves in 4 seeded games a level, the CRT picture
     * kept lit meanwhile (KimasaiSearchTimeTest checks them); every level measured.
     */
    public static final GameProgram KIMASAI = new GameProgram("kimasai", "Bao la Kimasai", "PDP-1 Bao la Kimasai",
            "kimasai.mac", "kwait",
            new GameProgram.LevelTimes(1,
                    List.of(0.07, 0.38, 1.13, 2.34, 4.17, 6.02, 8.31),
                    List.of(0.10, 0.41, 1.20, 2.47, 4.41, 6.35, 8.78)),
            (text, ss, tw) -> KimasaiPaper.games(text).stream().map(Game::record).toList(),
            null, // no analyser of its games yet: analyse says so
            KimasaiPlayOptions::new, KimasaiCrosscheck::ofProgram, KimasaiCrosscheckOptions::new,
            Game.class.getPackageName(), KimasaiPaper.class.getPackageName(),
            KimasaiCrosscheck.class.getPackageName());

    /** Every registered game. */
    public static final List<GameProgram> ALL = List.of(KALAH, KIMASAI);

    private Games() {
    }

    /** The game called {@code id}, if one is registered. */
    public static Optional<GameProgram> named(String id) {
        return ALL.stream().filter(g -> g.id().equals(id)).findFirst();
    }

    /** The games {@code analyse} judges (those with a {@link GameProgram#analyser()}), in order. */
    public static List<GameProgram> analysed() {
        return ALL.stream().filter(g -> g.analyser() != null).toList();
    }

    /** The registered games' names, in order. */
    public static List<String> ids() {
        return ALL.stream().map(GameProgram::id).toList();
    }
}
