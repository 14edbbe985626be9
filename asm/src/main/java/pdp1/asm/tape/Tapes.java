package pdp1.asm.tape;

import java.nio.file.Path;

/**
 * Reads the tapes the assembler writes (and macro1's): the read-in part (pairs of
 * {@code dio address}, word, ended by {@code jmp}; docs/machine.md §4.6), then, when that
 * {@code jmp} enters macro1's block loader, the loader blocks (docs/machine.md §4.7), each
 * checksum verified, up to the first {@code jmp} block, where the loader starts the program:
 * what READ IN loads, no more, so one source gives one core image whichever way it is loaded.
 * Only frames with channel 8 punched carry data, as for {@code rpb}. The image holds the words
 * READ IN puts into core, the block loader's included, and the start address (-1 if a block
 * tape has no {@code jmp} block).
 */
public final class Tapes {

    private Tapes() {
    }

    /** The default tape name for a source: {@code game.mac} gives {@code game.rim} (macro1's choice). */
    public static Path defaultName(Path source) {
        String name = source.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String base = dot > 0 ? name.substring(0, dot) : name;
        return source.resolveSibling(base + ".rim");
    }

    /**
     * What a fast load takes from a tape: the image, and how many frames of the tape it used
     * (the rest is for the program itself to read, as a part-1 loader reads the next parts).
     */
    public record Part(Image image, int framesUsed) {
    }

    public static Image read(byte[] tape, String name) throws TapeFormatException {
        return readPart(tape, name).image();
    }

    /** As {@link #read}, with the number of frames read. */
    public static Part readPart(byte[] tape, String name) throws TapeFormatException {
        Reader r = new Reader(tape, name);
        Image image = read(r);
        return new Part(image, r.pos);
    }

    private static Image read(Reader r) throws TapeFormatException {
        Image image = new Image();
        // read-in part
        for (;;) {
            int at = r.frame();
            int w = r.word();
            if (w < 0) {
                if (image.size() == 0) {
                    throw r.fault(at, "no data on the tape");
                }
                // READ IN would wait at the end for the rest: a RIM tape ends in a jmp
                throw r.fault(at, "the tape ends before the jmp that ends read-in (is it cut short?)");
            }
            int op = w & Words.OPCODE;
            if (op == Words.DIO) {
                int data = r.word();
                if (data < 0) {
                    throw r.fault(r.frame(), "tape ends after 'dio " + octal(w & Words.ADDRESS) + "' without its word");
                }
                image.put(w & Words.ADDRESS, data);
            } else if (op == Words.JMP) {
                image.setStartAddress(w & Words.ADDRESS);
                if (!BlockLoader.isAt(image, w & Words.ADDRESS)) {
                    return image;  // read-in ends here; whatever follows is not loaded (docs/machine.md §4.6)
                }
                image.setStartAddress(Image.NO_START);   // the loader is no start; a jmp block says where
                break;
            } else {
                throw r.fault(at, "expected 'dio' or 'jmp' in the read-in part, found " + octal6(w));
            }
        }
        // loader blocks, if any
        for (;;) {
            int at = r.frame();
            int first = r.word();
            if (first < 0) {
                return image;
            }
            int op = first & Words.OPCODE;
            if (op == Words.JMP) {
                // the loader jumps into the program: what follows is the program's to read
                image.setStartAddress(first & Words.ADDRESS);
                return image;
            }
            if (op != Words.DIO) {
                throw r.fault(at, "a block must begin with 'dio first', found " + octal6(first));
            }
            int end = r.word();
            if (end < 0) {
                throw r.fault(r.frame(), "tape ends inside the block at " + octal(first & Words.ADDRESS));
            }
            int from = first & Words.ADDRESS;
            int to = end - Words.DIO;
            if ((end & Words.OPCODE) != Words.DIO || to < from || to - from > 0100) {
                throw r.fault(at, "bad block header: " + octal6(first) + " " + octal6(end));
            }
            int sum = Words.onesAdd(first, end);
            for (int a = from; a < to; a++) {
                int w = r.word();
                if (w < 0) {
                    throw r.fault(r.frame(), "tape ends inside the block at " + octal(from));
                }
                image.put(a & Words.ADDRESS, w);
                sum = Words.onesAdd(sum, w);
            }
            int checksumFrame = r.frame();
            int checksum = r.word();
            if (checksum < 0) {
                throw r.fault(checksumFrame, "tape ends before the checksum of the block at " + octal(from));
            }
            if (checksum != sum) {
                throw r.fault(checksumFrame, "checksum mismatch in block at " + octal(from)
                        + " (tape " + octal6(checksum) + ", computed " + octal6(sum) + ")");
            }
        }
    }

    private static String octal(int v) {
        return String.format("%04o", v);
    }

    private static String octal6(int v) {
        return String.format("%06o", v);
    }

    /** Binary words from channel-8 frames; frames are numbered from 1 for messages. */
    private static final class Reader {
        private final byte[] tape;
        private final String name;
        private int pos;

        Reader(byte[] tape, String name) {
            this.tape = tape;
            this.name = name;
        }

        /** The number of the next frame that carries data (or one past the end). */
        int frame() {
            int p = pos;
            while (p < tape.length && (tape[p] & Frames.CHANNEL_8) == 0) {
                p++;
            }
            return p + 1;
        }

        /** The next word, or -1 at the end of the tape (also if it ends inside a word). */
        int word() throws TapeFormatException {
            int w = 0;
            int start = frame();
            for (int i = 0; i < 3; i++) {
                while (pos < tape.length && (tape[pos] & Frames.CHANNEL_8) == 0) {
                    pos++;
                }
                if (pos >= tape.length) {
                    if (i > 0) {
                        throw fault(start, "tape ends inside a word");
                    }
                    return -1;
                }
                w = w << 6 | tape[pos++] & 077;
            }
            return w;
        }

        TapeFormatException fault(int frame, String message) {
            return new TapeFormatException(name + ": frame " + frame + ": " + message);
        }
    }
}
