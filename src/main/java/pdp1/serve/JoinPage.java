package pdp1.serve;

/**
 * The join page, {@code /join}, for the projector: what a student needs to reach the classroom
 * PDP-1, the link in large type and its {@link JoinCode QR code} for a tablet's or a phone's
 * camera.
 */
final class JoinPage {

    private static final String STYLE = """
            html, body { margin: 0; height: 100%; background: #111315; color: #e8e4d6;
              font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
            main { min-height: 100%; display: flex; flex-direction: column; align-items: center;
              justify-content: center; gap: 3vh; padding: 3vh 3vw; box-sizing: border-box; text-align: center; }
            h1 { margin: 0; font-size: clamp(24px, 4.5vh, 64px); font-weight: 400; }
            h1 b { font-weight: 700; }
            .code { width: min(62vh, 80vw); background: #fff; border-radius: 1vh; }
            .code svg { display: block; width: 100%; height: auto; }
            .link { font: clamp(16px, 3.2vh, 48px)/1.3 "DejaVu Sans Mono", Menlo, monospace;
              overflow-wrap: anywhere; color: #f2eee0; }
            p { margin: 0; color: #9a9a90; font-size: clamp(14px, 2.2vh, 30px); }
            """;

    private JoinPage() {
    }

    static String html(String link) {
        return ServerPage.html("Join the classroom PDP-1", "", STYLE, """
                <main>
                  <h1>Join the classroom <b>PDP-1</b></h1>
                  <div class="code">%s</div>
                  <div class="link" id="join-link">%s</div>
                  <p>Point a tablet's or a phone's camera at the code, or type the link into a browser.</p>
                </main>
                """.formatted(JoinCode.of(link).svg(), ServerPage.escape(link)));
    }
}
