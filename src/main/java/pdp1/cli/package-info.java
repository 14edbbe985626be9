/**
 * The command line, {@code pdp1.jar} ({@link pdp1.cli.Main}): one picocli subcommand per use
 * (asm, run, debug, panel, kalah, kimasai, crosscheck, solve, bench), their shared options as
 * mixins; a game's play and cross-check commands are a {@link pdp1.cli.GameCommand} and a
 * {@link pdp1.cli.CrosscheckGameCommand} made for each entry of the registry ({@code pdp1.games},
 * docs/games.md), the game's own options and help its mixins; and the translation of every
 * failure into one line and an exit code. It is the top of the build and may depend on every other package; none may depend on it.
 */
package pdp1.cli;
