package pdp1.cli;

import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Where the Type 30 CRT shows: the {@code --display} option of {@code run}, {@code kalah} and
 * {@code kimasai}, one vocabulary for all three.
 *
 * @param png the picture to write at the end, for {@link Mode#PNG} (else null)
 */
record CrtDisplay(Mode mode, Path png) {

    /** Side of every CRT picture a command writes, in pixels: the tube's 1024 positions at 3/4. */
    static final int PNG_PIXELS = 768;

    static final String LABEL = "window|png:FILE|none|auto";
    static final String HELP = "Where the Type 30 CRT shows: a window, a PNG of the last moment (written at the end), "
            + "nowhere, or auto: a window once the program draws, when there is a screen and a terminal. "
            + "Default: auto.";

    enum Mode { WINDOW, PNG, NONE, AUTO }

    static final CrtDisplay AUTO = new CrtDisplay(Mode.AUTO, null);

    /** False for {@code none}: a game is told (its CRT switch) not to draw at all. */
    boolean drawn() {
        return mode != Mode.NONE;
    }

    /** Reads the option's words; anything else is a usage error naming what is accepted. */
    static final class Converter implements ITypeConverter<CrtDisplay> {
        @Override
        public CrtDisplay convert(String value) {
            if (value.startsWith("png:") && value.length() > 4) {
                return new CrtDisplay(Mode.PNG, Path.of(value.substring(4)));
            }
            return switch (value) {
                case "window" -> new CrtDisplay(Mode.WINDOW, null);
                case "none" -> new CrtDisplay(Mode.NONE, null);
                case "auto" -> AUTO;
                default -> throw new TypeConversionException(
                        "expected window, png:FILE, none or auto, not '" + value + "'");
            };
        }
    }
}
