package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;

import com.google.zxing.BinaryBitmap;
import com.google.zxing.RGBLuminanceSource;
import com.google.zxing.common.HybridBinarizer;
import com.google.zxing.qrcode.QRCodeReader;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The join link's QR code, read back by ZXing's own reader from what the terminal and the page show. */
class JoinCodeTest {

    private static final String LINK = "http://192.168.1.20:8080/?token=" + ClassroomServer.newToken();

    @Test
    void theTerminalsHalfBlocksReadBackAsTheLink() throws Exception {
        List<String> lines = JoinCode.of(LINK).terminalLines();
        boolean[][] dark = new boolean[lines.size() * 2][];
        for (int row = 0; row < lines.size(); row++) {
            String line = lines.get(row);
            assertThat(line).startsWith(JoinCode.BLACK_ON_WHITE).endsWith(JoinCode.RESET);
            String cells = line.substring(JoinCode.BLACK_ON_WHITE.length(), line.length() - JoinCode.RESET.length());
            dark[2 * row] = new boolean[cells.length()];
            dark[2 * row + 1] = new boolean[cells.length()];
            for (int x = 0; x < cells.length(); x++) {
                char c = cells.charAt(x);
                dark[2 * row][x] = c == '█' || c == '▀';
                dark[2 * row + 1][x] = c == '█' || c == '▄';
            }
        }
        assertThat(read(dark)).isEqualTo(LINK);
    }

    @Test
    void thePagesPictureReadsBackAsTheLink() throws Exception {
        JoinCode code = JoinCode.of(LINK);
        String svg = code.svg();
        boolean[][] dark = new boolean[code.size()][code.size()];
        Matcher module = Pattern.compile("M(\\d+),(\\d+)h1v1h-1z").matcher(svg);
        while (module.find()) {
            dark[Integer.parseInt(module.group(2))][Integer.parseInt(module.group(1))] = true;
        }
        assertThat(svg).startsWith("<svg ").contains("viewBox=\"0 0 " + code.size() + " " + code.size() + "\"");
        assertThat(read(dark)).isEqualTo(LINK);
    }

    @Test
    void theCodeKeepsItsQuietZone() {
        JoinCode code = JoinCode.of(LINK);
        for (int i = 0; i < code.size(); i++) {
            for (int edge = 0; edge < JoinCode.QUIET_ZONE; edge++) {
                assertThat(code.dark(i, edge) || code.dark(edge, i)
                        || code.dark(i, code.size() - 1 - edge) || code.dark(code.size() - 1 - edge, i)).isFalse();
            }
        }
    }

    /** Decodes a grid of modules, each drawn 4 pixels a side, as a camera's picture would be. */
    private static String read(boolean[][] dark) throws Exception {
        int scale = 4;
        int h = dark.length * scale;
        int w = dark[0].length * scale;
        int[] pixels = new int[w * h];
        for (int y = 0; y < h; y++) {
            for (int x = 0; x < w; x++) {
                pixels[y * w + x] = dark[y / scale][x / scale] ? 0xff000000 : 0xffffffff;
            }
        }
        return new QRCodeReader().decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(w, h, pixels))))
                .getText();
    }
}
