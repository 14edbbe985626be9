/**
 * The command line, {@code pdp1.jar} ({@link pdp1.cli.Main}): one picocli subcommand per use
 * (asm, run, debug, panel, kalah, kimasai, crosscheck, solve, bench), their shared options as
 * mixins; a game's play and cross-check commands extend {@link pdp1.cli.GameCommand} and
 * {@link pdp1.cli.CrosscheckGameCommand}, which take the rest from the registry
 * ({@code pdp1.games}, docs/games.md); and the translation of every failure into one line and an exit code. It is the top of
 * the build and may depend on every other package; none may depend on it.
 */
package pdp1.cli;
