package pdp1.serve;

/**
 * The name an upload comes with: its last path part, which becomes the machine's title, shown
 * to its watchers and on {@code /room}; so it is bounded and plain. Refused: a name with no file
 * part ("/"), one longer than {@link #MAX_CHARS}, and one with control characters or the
 * invisible ones that reorder or hide text (U+202E right-to-left override and its kin).
 */
final class UploadName {

    /** The longest name taken: longer than any file name a student types. */
    static final int MAX_CHARS = 100;

    private UploadName() {
    }

    /** The file part of {@code sent} ("upload" when the page sent none); an IllegalArgumentException says why it is refused. */
    static String of(String sent) {
        if (sent == null) {
            return "upload";
        }
        String name = sent.substring(Math.max(sent.lastIndexOf('/'), sent.lastIndexOf('\\')) + 1);
        if (name.isBlank()) {
            throw new IllegalArgumentException("an upload needs a file name, not \"" + Messages.shortly(sent) + "\"");
        }
        if (name.codePointCount(0, name.length()) > MAX_CHARS) {
            throw new IllegalArgumentException("an upload's name may have at most " + MAX_CHARS + " characters, not "
                    + name.codePointCount(0, name.length()));
        }
        for (int i = 0; i < name.length(); ) {
            int c = name.codePointAt(i);
            if (!shown(c)) {
                throw new IllegalArgumentException(String.format("an upload's name may not have control or invisible"
                        + " characters such as U+%04X", c));
            }
            i += Character.charCount(c);
        }
        return name;
    }

    /** False for control characters, the invisible formatting ones (bidi overrides, zero widths), separators and unpaired surrogates. */
    private static boolean shown(int c) {
        return switch (Character.getType(c)) {
            case Character.CONTROL, Character.FORMAT, Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR,
                 Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED -> false;
            default -> true;
        };
    }

}
