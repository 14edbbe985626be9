package pdp1.cli;

import java.io.IOException;
import java.nio.file.Path;
import java.util.regex.Pattern;
import pdp1.emu.dev.PointRing;
import pdp1.emu.file.OutputFile;
import pdp1.emu.front.Phosphor;

/**
 * {@code --display png:board-%03d.png}: a picture of the CRT each time the program waits for a
 * key (the moment a person sees the prompt) and one at the end, numbered from 1, so that a
 * teacher can make slides of a game. Each is written whole, as every output is ({@link OutputFile}).
 */
final class PngSeries {

    /** One place for the number ({@code %d}, {@code %3d}, {@code %03d}); {@code %%} is a percent sign. */
    private static final Pattern ONE_NUMBER = Pattern.compile("([^%]|%%)*%0?[0-9]?d([^%]|%%)*");

    private final String pattern;
    private final Phosphor phosphor = new Phosphor(CrtDisplay.PNG_PIXELS);
    private int written;

    PngSeries(Path pattern) {
        this.pattern = pattern.toString();
    }

    /** Whether {@code name} has exactly one place for the picture's number. */
    static boolean isPattern(String name) {
        return ONE_NUMBER.matcher(name).matches();
    }

    /** Writes the next picture: the tube at simulated {@code nowUs}. */
    void write(PointRing points, long nowUs) throws IOException {
        Path file = Path.of(String.format(pattern, ++written));
        OutputFile.writeWhole("--display", file, out -> phosphor.writePng(points, nowUs, out, file.toString()));
    }
}
