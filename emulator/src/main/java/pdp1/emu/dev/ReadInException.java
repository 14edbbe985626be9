package pdp1.emu.dev;

/**
 * A tape READ IN cannot load, with where: {@code "tape.rim: frame 123: read-in
 * expected dio or jmp, found 250000"}. Frames count from 0, the tape's first byte.
 */
public final class ReadInException extends Exception {

    public ReadInException(String message) {
        super(message);
    }
}
