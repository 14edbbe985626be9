package pdp1.serve;

import com.google.gson.JsonObject;
import java.util.Base64;
import pdp1.emu.dev.ControlBoxes;
import pdp1.emu.console.ConsoleKey;

/**
 * A message from the classroom page (docs/classroom.md), read and checked into its type: every
 * field present, of its kind and in its range, so that what carries a message out meets only
 * values it can use. {@link #of} refuses anything else with an IllegalArgumentException whose
 * sentence goes back to the page.
 */
sealed interface PageMessage {

    /** A key struck on the typewriter: one character. */
    record Typed(String character) implements PageMessage {
    }

    /** A console key pressed (START, CONTINUE, EXAMINE...). */
    record Press(ConsoleKey key) implements PageMessage {
    }

    /** A switch of a bank (sense 1-6, address 2-17, test word 0-17) put up or down. */
    record Switch(String bank, int bit, boolean up) implements PageMessage {
    }

    /** The Spacewar! control boxes' buttons held now, ControlBoxes' bits. */
    record Controls(int bits) implements PageMessage {
    }

    /** A tap on the tube: the light pen touched to it at (x, y), -512..511 each. */
    record Pen(int x, int y) implements PageMessage {
    }

    /** A program of the catalogue loaded, on a machine with or without the Type 10. */
    record Load(String program, boolean mulDiv) implements PageMessage {
    }

    /** A source or tape of the owner's, decoded, at most {@link ConsoleMachine#MAX_UPLOAD_BYTES}. */
    record Upload(String name, byte[] data, boolean mulDiv) implements PageMessage {
    }

    /** The tab's sound on or off. */
    record Sound(boolean on) implements PageMessage {
    }

    /** The message in {@code text}, checked; IllegalArgumentException saying what is wrong. */
    static PageMessage of(String text) {
        JsonObject m = Messages.read(text);
        String type = Messages.type(m);
        return switch (type) {
            case "key" -> {
                String ch = Messages.text(m, "char");
                if (ch.length() != 1) {
                    throw new IllegalArgumentException("a key message needs one \"char\"");
                }
                yield new Typed(ch);
            }
            case "press" -> new Press(key(Messages.text(m, "key")));
            case "switch" -> {
                String bank = Messages.text(m, "bank");
                int bit = switch (bank) {
                    case "sense" -> Messages.integer(m, "bit", 1, 6);
                    case "address" -> Messages.integer(m, "bit", 2, 17);
                    case "testword" -> Messages.integer(m, "bit", 0, 17);
                    default -> throw new IllegalArgumentException("no switch bank \"" + bank + "\" (sense, address, testword)");
                };
                yield new Switch(bank, bit, Messages.bool(m, "up", null));
            }
            case "controls" -> {
                int bits = Messages.integer(m, "bits", 0, ControlBoxes.ALL);
                if ((bits & ~ControlBoxes.ALL) != 0) {
                    throw new IllegalArgumentException("a controls message's \"bits\" are the control boxes' ("
                            + Integer.toOctalString(ControlBoxes.ALL) + " octal), not " + Integer.toOctalString(bits));
                }
                yield new Controls(bits);
            }
            case "pen" -> new Pen(Messages.integer(m, "x", -512, 511), Messages.integer(m, "y", -512, 511));
            case "load" -> new Load(Messages.text(m, "program"), mulDiv(m));
            case "upload" -> upload(m);
            case "sound" -> new Sound(Messages.bool(m, "on", null));
            default -> throw new IllegalArgumentException("no message type \"" + type + "\"");
        };
    }

    private static Upload upload(JsonObject m) {
        String name = UploadName.of(m.has("name") ? Messages.text(m, "name") : null);
        boolean mulDiv = mulDiv(m);
        byte[] bytes;
        try {
            bytes = Base64.getDecoder().decode(Messages.text(m, "data"));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + ": the upload is not base64");
        }
        if (bytes.length > ConsoleMachine.MAX_UPLOAD_BYTES) {
            throw new IllegalArgumentException(name + ": " + bytes.length + " bytes, more than the "
                    + ConsoleMachine.MAX_UPLOAD_BYTES + " an upload may have");
        }
        return new Upload(name, bytes, mulDiv);
    }

    /** Whether a load or an upload wants the Type 10 (the default); {@code "mulDiv":false} for Spacewar! 3.1. */
    private static boolean mulDiv(JsonObject m) {
        return Messages.bool(m, "mulDiv", true);
    }

    private static ConsoleKey key(String name) {
        try {
            return ConsoleKey.valueOf(name);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("no console key \"" + name + "\"");
        }
    }
}
