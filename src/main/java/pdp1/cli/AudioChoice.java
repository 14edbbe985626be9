package pdp1.cli;

import java.nio.file.Path;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/**
 * Where the sound of program flags 1-4 goes (docs/music.md): the {@code --audio} option of
 * {@code run} and {@code panel}.
 *
 * @param wav the file to write, for {@link Mode#WAV} (else null)
 */
record AudioChoice(Mode mode, Path wav) {

    static final String LABEL = "speakers|wav:FILE|none|auto";
    static final String HELP = "Where program flags 1-4 sound (the PDP-1's music): the speakers, a WAV file "
            + "(48 kHz, 16 bits, the same bytes on every run), nowhere, or auto: the speakers when there is a "
            + "sound device and the run keeps the real PDP-1's pace. Default: auto.";

    enum Mode { SPEAKERS, WAV, NONE, AUTO }

    static final AudioChoice AUTO = new AudioChoice(Mode.AUTO, null);

    /** Reads the option's words; anything else is a usage error naming what is accepted. */
    static final class Converter implements ITypeConverter<AudioChoice> {
        @Override
        public AudioChoice convert(String value) {
            if (value.startsWith("wav:") && value.length() > 4) {
                return new AudioChoice(Mode.WAV, Path.of(value.substring(4)));
            }
            return switch (value) {
                case "speakers" -> new AudioChoice(Mode.SPEAKERS, null);
                case "none" -> new AudioChoice(Mode.NONE, null);
                case "auto" -> AUTO;
                default -> throw new TypeConversionException(
                        "expected speakers, wav:FILE, none or auto, not '" + value + "'");
            };
        }
    }
}
