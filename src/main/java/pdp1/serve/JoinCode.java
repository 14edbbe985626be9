package pdp1.serve;

import io.nayuki.qrcodegen.DataTooLongException;
import io.nayuki.qrcodegen.QrCode;
import java.util.ArrayList;
import java.util.List;

/**
 * A classroom's join link as a QR code (Nayuki's qrcodegen, a one-class encoder), so that students point a tablet's or a phone's
 * camera at the projector instead of typing the token: an SVG picture for the join page, and
 * lines of half-block characters, black on white, for the teacher's terminal. Both keep the
 * code's quiet zone, the blank border a camera needs to find it.
 */
public final class JoinCode {

    /** Modules of blank border on each side: the four the QR standard asks for. */
    static final int QUIET_ZONE = 4;

    private final QrCode code;

    private JoinCode(QrCode code) {
        this.code = code;
    }

    /** The code of {@code link}: error correction level M at least (higher when the same size allows it). */
    public static JoinCode of(String link) {
        try {
            return new JoinCode(QrCode.encodeText(link, QrCode.Ecc.MEDIUM));
        } catch (DataTooLongException e) {
            throw new IllegalArgumentException("no QR code holds a link of " + link.length() + " characters", e);
        }
    }

    /** Modules a side, the quiet zone included. */
    public int size() {
        return code.size + 2 * QUIET_ZONE;
    }

    /** Whether the module at column {@code x}, row {@code y} (the quiet zone's included) is dark. */
    public boolean dark(int x, int y) {
        return code.getModule(x - QUIET_ZONE, y - QUIET_ZONE);     // false outside the code: the quiet zone
    }

    /** The code as an SVG picture, one unit a module, white with black modules; it scales without blur. */
    public String svg() {
        int n = size();
        StringBuilder dark = new StringBuilder();
        for (int y = 0; y < n; y++) {
            for (int x = 0; x < n; x++) {
                if (dark(x, y)) {
                    dark.append('M').append(x).append(',').append(y).append("h1v1h-1z");
                }
            }
        }
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 " + n + " " + n
                + "\" shape-rendering=\"crispEdges\" role=\"img\" aria-label=\"QR code of the join link\">"
                + "<rect width=\"" + n + "\" height=\"" + n + "\" fill=\"#fff\"/>"
                + "<path fill=\"#000\" d=\"" + dark + "\"/></svg>";
    }

    /**
     * The code for a terminal: two rows of modules a line, the upper one the character's top
     * half (▀ ▄ █ or a space, drawn in black on white by ANSI colours, whatever the terminal's
     * own colours are).
     */
    public List<String> terminalLines() {
        int n = size();
        List<String> lines = new ArrayList<>();
        for (int y = 0; y < n; y += 2) {
            StringBuilder line = new StringBuilder(BLACK_ON_WHITE);
            for (int x = 0; x < n; x++) {
                boolean top = dark(x, y);
                boolean bottom = y + 1 < n && dark(x, y + 1);
                line.append(top ? (bottom ? '█' : '▀') : (bottom ? '▄' : ' '));
            }
            lines.add(line.append(RESET).toString());
        }
        return lines;
    }

    static final String BLACK_ON_WHITE = "\u001b[30;107m";
    static final String RESET = "\u001b[0m";
}
