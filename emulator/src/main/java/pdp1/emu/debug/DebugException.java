package pdp1.emu.debug;

/**
 * A command the debugger cannot carry out, told in one line ("no symbol 'lop'").
 * It is thrown before the machine is touched, so a bad command changes nothing.
 */
public final class DebugException extends RuntimeException {

    public DebugException(String message) {
        super(message, null, false, false);
    }
}
