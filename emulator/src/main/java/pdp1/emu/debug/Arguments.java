package pdp1.emu.debug;

import java.nio.file.Path;
import pdp1.emu.Machine;

/**
 * Reads a command's arguments and checks them completely, so a command can
 * act only after all of them are known good (a bad command changes nothing).
 * Every failure is a {@link DebugException} with one line for the person.
 */
final class Arguments {

    private final Machine machine;
    private final Expression expression;

    Arguments(Machine machine, Symbols symbols) {
        this.machine = machine;
        this.expression = new Expression(symbols);
    }

    /** {@code ADDR} or {@code ADDR,ADDR2}; one address gives {@code length} words. */
    int[] range(String args, int length) {
        if (args.isEmpty()) {
            throw new DebugException("missing address");
        }
        int comma = args.indexOf(',');
        int first = address(comma < 0 ? args : args.substring(0, comma));
        int last = comma < 0 ? Math.min(first + length - 1, memoryWords() - 1) : address(args.substring(comma + 1));
        if (last < first) {
            throw new DebugException("range ends before it starts: " + WordFormat.address(first)
                    + "," + WordFormat.address(last));
        }
        return new int[] {first, last};
    }

    /** An address inside the installed memory. */
    int address(String text) {
        int a = value(text);
        if (a >= memoryWords()) {
            throw new DebugException(text.strip() + " = " + WordFormat.word(a) + " is outside memory (0-"
                    + Integer.toOctalString(memoryWords() - 1) + ")");
        }
        return a;
    }

    /** An 18-bit value; {@code .} is the PC. */
    int value(String text) {
        return value(text, machine.cpu().pc);
    }

    /** An 18-bit value; {@code .} is {@code dot}. */
    int value(String text, int dot) {
        return expression.evaluate(text, dot);
    }

    /** A value no larger than {@code max}. */
    int bounded(String text, int max, String what) {
        int v = value(text);
        if (v > max) {
            throw new DebugException(what + " is at most " + Integer.toOctalString(max));
        }
        return v;
    }

    static Path file(String args, String usage) {
        if (args.isEmpty()) {
            throw new DebugException("usage: " + usage);
        }
        try {
            return Path.of(args);
        } catch (java.nio.file.InvalidPathException e) {
            throw new DebugException("'" + args.replace("\0", "\\0") + "' is not a file name: " + e.getReason());
        }
    }

    static int decimal(String text, String what) {
        try {
            return Integer.parseInt(text.strip());
        } catch (NumberFormatException e) {
            throw new DebugException(what + " must be a decimal number, not '" + text + "'");
        }
    }

    static long seconds(String text) {
        try {
            double s = Double.parseDouble(text.strip());
            if (!(s > 0) || s > 1e6) {
                throw new DebugException("limit must be between 0 and 1000000 seconds");
            }
            return Math.round(s * 1_000_000);
        } catch (NumberFormatException e) {
            throw new DebugException("limit must be a number of seconds, not '" + text + "'");
        }
    }

    static void none(String command, String args) {
        if (!args.isEmpty()) {
            throw new DebugException(command + " takes no arguments");
        }
    }

    private int memoryWords() {
        return machine.core().length;
    }
}
