package pdp1.asm;

import java.util.ArrayDeque;
import java.util.Deque;

/**
 * The macro expansions in progress, innermost first (docs/assembler.md §5.8). As in macro1 a call pushes
 * an expansion; its body is then read in pieces that end at a TAB or newline, and when it is
 * used up the calling line resumes after the arguments. A {@code repeat} of a call pushes
 * several expansions before any is read.
 */
final class Expansions {

    /** One expansion: the body being read and the line to return to. */
    static final class Frame {
        final Macro macro;
        int pos;
        final String callerLine;
        final int callerCc;

        Frame(Macro macro, String callerLine, int callerCc) {
            this.macro = macro;
            this.callerLine = callerLine;
            this.callerCc = callerCc;
        }
    }

    private final Deque<Frame> frames = new ArrayDeque<>();
    /** Frames whose body has begun to be read: the nesting of calls inside bodies. */
    private int reading;

    boolean isEmpty() {
        return frames.isEmpty();
    }

    /** The innermost expansion's macro, or null. */
    Macro current() {
        Frame f = frames.peek();
        return f == null ? null : f.macro;
    }

    /** A dummy of the innermost expansion (they hide every other symbol), or null. */
    Symbol dummy(String name) {
        Macro m = current();
        return m == null ? null : m.dummy(name);
    }

    /** True if {@code m} is already being read: calling it again would recurse. */
    boolean isReading(Macro m) {
        return m.reading > 0;
    }

    /** How many expansions are being read, one inside the other. */
    int reading() {
        return reading;
    }

    /** Expansions pushed and not finished, read or not. */
    int size() {
        return frames.size();
    }

    void push(Macro m, String callerLine, int callerCc) {
        frames.push(new Frame(m, callerLine, callerCc));
    }

    /** True if the innermost body is used up (then {@link #pop}). */
    boolean innermostDone() {
        Frame f = frames.peek();
        return f != null && f.pos >= f.macro.body.length();
    }

    Frame pop() {
        Frame f = frames.pop();
        if (f.pos > 0) {
            f.macro.reading--;
            reading--;
        }
        return f;
    }

    /** The next piece of the innermost body, up to and including a TAB or newline. */
    String nextPiece() {
        Frame f = frames.peek();
        String body = f.macro.body;
        if (f.pos == 0) {
            f.macro.reading++;
            reading++;
        }
        int end = f.pos;
        while (end < body.length() && !Lexer.isEnd(body.charAt(end))) {
            end++;
        }
        end = Math.min(end + 1, body.length());
        String piece = body.substring(f.pos, end);
        f.pos = end;
        return piece;
    }
}
