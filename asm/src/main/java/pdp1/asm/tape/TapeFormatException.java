package pdp1.asm.tape;

/** A tape that cannot be read; the message says where: {@code game.rim: frame 37: checksum mismatch ...}. */
public final class TapeFormatException extends Exception {

    private static final long serialVersionUID = 1L;

    public TapeFormatException(String message) {
        super(message);
    }
}
