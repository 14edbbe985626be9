package pdp1.serve;

/**
 * The join page, {@code /join}, for the projector: what a student needs to reach the classroom
 * PDP-1, the link in large type and its {@link JoinCode QR code} for a tablet's or a phone's
 * camera. A page of its own, with its style inline: nothing else to fetch, nothing to run.
 */
final class JoinPage {

    private JoinPage() {
    }

    static String html(String link) {
        String shown = escape(link);
        return """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                <title>Join the classroom PDP-1</title>
                <link rel="icon" href="data:,">
                <style>
                  html, body { margin: 0; height: 100%%; background: #111315; color: #e8e4d6;
                    font-family: "DejaVu Sans", "Helvetica Neue", Arial, sans-serif; }
                  main { min-height: 100%%; display: flex; flex-direction: column; align-items: center;
                    justify-content: center; gap: 3vh; padding: 3vh 3vw; box-sizing: border-box; text-align: center; }
                  h1 { margin: 0; font-size: clamp(24px, 4.5vh, 64px); font-weight: 400; }
                  h1 b { font-weight: 700; }
                  .code { width: min(62vh, 80vw); background: #fff; border-radius: 1vh; }
                  .code svg { display: block; width: 100%%; height: auto; }
                  .link { font: clamp(16px, 3.2vh, 48px)/1.3 "DejaVu Sans Mono", Menlo, monospace;
                    overflow-wrap: anywhere; color: #f2eee0; }
                  p { margin: 0; color: #9a9a90; font-size: clamp(14px, 2.2vh, 30px); }
                </style>
                </head>
                <body>
                <main>
                  <h1>Join the classroom <b>PDP-1</b></h1>
                  <div class="code">%s</div>
                  <div class="link" id="join-link">%s</div>
                  <p>Point a tablet's or a phone's camera at the code, or type the link into a browser.</p>
                </main>
                </body>
                </html>
                """.formatted(JoinCode.of(link).svg(), shown);
    }

    /** {@code text} safe between HTML tags and in attribute values. */
    static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length());
        for (char c : text.toCharArray()) {
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }
}
