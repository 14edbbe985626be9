/**
 * The registry of game programs ({@link pdp1.games.Games}) and what it holds of each
 * ({@link pdp1.games.GameProgram}). It sits above every game's packages, which know nothing of
 * it, and below the command line and the classroom server, which iterate it.
 */
package pdp1.games;
