package pdp1.cli;

import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Where the Type 30 CRT shows: the {@code --display} option of {@code run}, {@code kalah} and
 * {@code kimasai}, one vocabulary for all three.
 *
 * @param png the picture to write at the end, for {@link Mode#PNG} (else null); a name with a
 *            number's place ({@code %d}, {@code %03d}) is a series: a picture each time the
 *            program waits for a key, and one at the end
 */
record CrtDisplay(Mode mode, Path png) {

    /** Side of every CRT picture a command writes, in pixels: the tube's 1024 positions at 3/4. */
    static final int PNG_PIXELS = 768;

    static final String LABEL = "window|png:FILE|none|auto";
    static final String HELP = "Where the Type 30 CRT shows: a window, a PNG of the last moment (written at the end; "
            + "a FILE with %%d or %%03d in its name: a numbered picture at every wait for a key too, for slides), "
            + "nowhere, or auto: a window once the program draws, when there is a screen and a terminal. "
            + "Default: auto.";

    enum Mode { WINDOW, PNG, NONE, AUTO }

    static final CrtDisplay AUTO = new CrtDisplay(Mode.AUTO, null);

    /** Whether the PNG is a series of numbered pictures, one at every wait for a key. */
    boolean pngSeries() {
        return png != null && PngSeries.isPattern(png.toString());
    }

    /** False for {@code none}: a game is told (its CRT switch) not to draw at all. */
    boolean drawn() {
        return mode != Mode.NONE;
    }

    /** Reads the option's words; anything else is a usage error naming what is accepted. */
    static final class Converter implements ITypeConverter<CrtDisplay> {
        @Override
        public CrtDisplay convert(String value) {
            if (value.startsWith("png:") && value.length() > 4) {
                String name = value.substring(4);
                if (name.contains("%") && !PngSeries.isPattern(name)) {
                    throw new TypeConversionException("png:FILE may hold one number's place, %d or %03d (and %% for a "
                            + "%), not '" + name + "'");
                }
                return new CrtDisplay(Mode.PNG, Path.of(name));
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
