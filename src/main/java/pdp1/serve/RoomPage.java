package pdp1.serve;

import java.util.List;
import java.util.Locale;

/**
 * The teacher's list of the room's machines, {@code /room}: each tab's program, status line and
 * simulated time, with a link that watches it (read-only), to put a student's game on the
 * projector. The page reloads itself every few seconds; it runs no script.
 */
final class RoomPage {

    /** Seconds between the page's reloads. */
    static final int REFRESH_S = 5;

    private static final String STYLE = """
            body { margin: 0; padding: 24px; background: #111315; color: #e8e4d6;
              font: 16px/1.4 "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
            h1 { margin: 0 0 4px; font-size: 24px; font-weight: 400; }
            p { margin: 0 0 16px; color: #9a9a90; }
            table { border-collapse: collapse; width: 100%; }
            th, td { text-align: left; padding: 6px 12px; border-bottom: 1px solid #2c3034; }
            th { color: #9a9a90; font-weight: 400; }
            .id, .status, .time { font-family: "DejaVu Sans Mono", Menlo, monospace; }
            .time { text-align: right; }
            a { color: #9cc3ff; }
            """;

    private RoomPage() {
    }

    /** @param token the classroom's access token, for the watch links, or null */
    static String html(List<ConsoleMachine.Summary> machines, String token) {
        StringBuilder rows = new StringBuilder();
        for (ConsoleMachine.Summary m : machines) {
            String watch = "/watch/" + m.id() + (token == null ? "" : "?token=" + token);
            rows.append("<tr><td class=\"id\">").append(ServerPage.escape(m.id())).append("</td><td>")
                    .append(ServerPage.escape(m.title() == null ? "no program yet" : m.title())).append("</td><td class=\"status\">")
                    .append(ServerPage.escape(m.status())).append("</td><td class=\"time\">")
                    .append(String.format(Locale.ROOT, "%.1f s", m.simulatedUs() / 1e6)).append("</td><td>")
                    .append(m.tabAway() ? "tab away" : "tab open")
                    .append(m.watchers() > 0 ? ", " + m.watchers() + " watching" : "").append("</td><td>")
                    .append("<a href=\"").append(ServerPage.escape(watch)).append("\" target=\"_blank\">watch</a></td></tr>\n");
        }
        String table = machines.isEmpty()
                ? "<p class=\"empty\">No machines yet: each tab that opens the join link gets one.</p>"
                : """
                  <table>
                  <thead><tr><th>machine</th><th>program</th><th>status line</th><th>simulated</th><th>tab</th><th></th></tr></thead>
                  <tbody>
                  %s</tbody>
                  </table>""".formatted(rows);
        return ServerPage.html("The room's PDP-1s", "<meta http-equiv=\"refresh\" content=\"" + REFRESH_S + "\">\n",
                STYLE, """
                <h1>The room's PDP-1s: %d running</h1>
                <p>A watch link shows that machine, read-only, in a tab of its own: for the projector.
                This list is renewed every %d s. <a href="%s" target="_blank">The join page</a> shows
                the students' link large and as a QR code.</p>
                %s
                """.formatted(machines.size(), REFRESH_S,
                ServerPage.escape("/join" + (token == null ? "" : "?token=" + token)), table));
    }
}
