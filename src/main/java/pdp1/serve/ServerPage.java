package pdp1.serve;

/**
 * The pages the server makes itself (the join page, the room's list): a whole HTML document
 * with its style inline, nothing else to fetch and nothing to run, in the dark of the console's
 * room.
 */
final class ServerPage {

    private ServerPage() {
    }

    /**
     * @param title the document's title, plain text
     * @param head  more of the head (a meta element), or ""
     * @param style the page's own CSS
     * @param body  the body's HTML
     */
    static String html(String title, String head, String style, String body) {
        return """
                <!doctype html>
                <html lang="en">
                <head>
                <meta charset="utf-8">
                <meta name="viewport" content="width=device-width, initial-scale=1">
                %s<title>%s</title>
                <link rel="icon" href="data:,">
                <style>
                %s</style>
                </head>
                <body>
                %s</body>
                </html>
                """.formatted(head, escape(title), style, body);
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
