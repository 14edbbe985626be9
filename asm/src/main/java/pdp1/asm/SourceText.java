package pdp1.asm;

import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A source file split into lines the way macro1 reads them (docs/assembler.md §5.2): each line keeps a
 * newline at its end (the lexer treats it as a character), CR-LF and lone CR end a line too,
 * and form feeds are dropped. Bytes are read as ISO-8859-1 so that no byte is lost: anything
 * outside ASCII is reported as an illegal character when the assembler meets it. A NUL byte
 * becomes {@link #NUL_MARK}, because the lexer uses NUL for "end of line".
 */
final class SourceText {

    /** Stands for a NUL byte in the source; never a legal character. */
    static final char NUL_MARK = '\u2400';

    /** The most lines kept: {@link Assembler#MAX_SOURCE_LINES}. */
    static final int MAX_LINES = Assembler.MAX_SOURCE_LINES;

    private static final String EMPTY_LINE = "\n";

    private final List<String> lines;
    /** More than {@link #MAX_LINES} lines: only that many are kept. */
    private final boolean tooManyLines;

    private SourceText(List<String> lines, boolean tooManyLines) {
        this.lines = lines;
        this.tooManyLines = tooManyLines;
    }

    static SourceText of(byte[] bytes) {
        return of(new String(bytes, StandardCharsets.ISO_8859_1));
    }

    static SourceText of(String text) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        int n = text.length();
        for (int i = 0; i < n; i++) {
            char c = text.charAt(i);
            if (c == '\r' || c == '\n') {
                if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                if (out.size() == MAX_LINES) {
                    return new SourceText(Collections.unmodifiableList(out), true);
                }
                out.add(line.length() == 0 ? EMPTY_LINE : line.append('\n').toString());   // blank lines share one string
                line.setLength(0);
            } else if (c == '\f') {
                continue;
            } else {
                line.append(c == '\0' ? NUL_MARK : c);
            }
        }
        if (line.length() > 0) {
            if (out.size() == MAX_LINES) {
                return new SourceText(Collections.unmodifiableList(out), true);
            }
            out.add(line.toString());
        }
        return new SourceText(Collections.unmodifiableList(out), false);
    }

    /** True if the text has more than {@link #MAX_LINES} lines (the rest were not kept). */
    boolean tooManyLines() {
        return tooManyLines;
    }

    List<String> lines() {
        return lines;
    }

    boolean isBlank() {
        for (String l : lines) {
            if (!l.isBlank()) {
                return false;
            }
        }
        return true;
    }

    /**
     * The first byte of the title line (the first non-empty line) that text does not have: a
     * control byte other than TAB, DEL, or a byte that is not part of a UTF-8 character (so
     * plain ASCII and UTF-8 titles pass, a tape's leader or a run of 0377 bytes does not);
     * -1 if there is none.
     */
    int titleBinaryByte() {
        String title = "";
        for (String l : lines) {
            if (!display(l).isEmpty()) {
                title = l;
                break;
            }
        }
        int n = title.length();
        for (int i = 0; i < n; i++) {
            char c = title.charAt(i);
            if (c == NUL_MARK) {
                return 0;
            }
            if (c < ' ' && c != '\t' && c != '\n' || c == 0177) {
                return c;
            }
            if (c >= 0200) {
                int more = c >= 0302 && c <= 0337 ? 1 : c >= 0340 && c <= 0357 ? 2 : c >= 0360 && c <= 0364 ? 3 : -1;
                for (int k = 1; k <= more; k++) {
                    char d = i + k < n ? title.charAt(i + k) : 0;
                    if (d < 0200 || d > 0277) {
                        more = -1;
                    }
                }
                if (more < 0) {
                    return c;
                }
                i += more;
            }
        }
        return -1;
    }

    /** A line without its newline, for messages and the listing. */
    static String display(String line) {
        return line.endsWith("\n") ? line.substring(0, line.length() - 1) : line;
    }
}
