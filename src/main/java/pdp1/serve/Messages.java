package pdp1.serve;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;

/** The JSON messages of docs/classroom.md, written and read with Jackson. */
final class Messages {

    /** A message is one JSON object and nothing after it, each key once (a repeated key is refused, not the last one taken). */
    private static final ObjectMapper JSON = JsonMapper.builder()
            .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS)
            .build();

    private Messages() {
    }

    /** One entry of the program menu. */
    record MenuEntry(String id, String title) {
    }

    /**
     * The first message to a tab: the machine's id (the watch link's), and for its owner alone the
     * secret that takes it back after a lost connection (null: a watcher, read-only).
     */
    static String hello(String session, String secret, List<MenuEntry> programs, String watchPath) {
        ObjectNode m = typed("hello").put("session", session).put("readOnly", secret == null).put("watch", watchPath);
        if (secret != null) {
            m.put("secret", secret);
        }
        programs.forEach(p -> m.withArray("programs").addObject().put("id", p.id()).put("title", p.title()));
        return write(m);
    }

    static String paper(CharSequence text, CharSequence ribbon) {
        return write(typed("paper").put("text", text.toString()).put("ribbon", ribbon.toString()));
    }

    static String clear() {
        return write(typed("clear"));
    }

    static String status(String text) {
        return write(typed("status").put("text", text));
    }

    static String loaded(String title) {
        return write(typed("loaded").put("title", title));
    }

    /** The program has read the Spacewar! control boxes: from now on the focused CRT's keys work them. */
    static String controlBoxes() {
        return write(typed("controlBoxes"));
    }

    static String error(String text) {
        return write(typed("error").put("text", text));
    }

    /**
     * A message from the page, read: its fields by name. A text that is no JSON object with a
     * string {@code type} is an IllegalArgumentException saying so.
     */
    static JsonNode read(String text) {
        JsonNode node;
        try {
            node = JSON.readTree(text);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("a message that is not JSON: " + e.getOriginalMessage());
        }
        if (node == null || !node.isObject() || !node.path("type").isTextual()) {
            throw new IllegalArgumentException("a message without a \"type\"");
        }
        return node;
    }

    /** The string field {@code name} of message {@code m}; refused when it is missing or not a string. */
    static String text(JsonNode m, String name) {
        JsonNode v = m.path(name);
        if (!v.isTextual()) {
            throw new IllegalArgumentException(what(m) + " needs \"" + name + "\" as a string");
        }
        return v.asText();
    }

    /** The integer field {@code name}, from {@code min} to {@code max}; refused when missing, not a whole number, or out of range. */
    static int integer(JsonNode m, String name, int min, int max) {
        JsonNode v = m.path(name);
        if (!v.isIntegralNumber() || !v.canConvertToInt() || v.asInt() < min || v.asInt() > max) {
            throw new IllegalArgumentException(what(m) + " needs \"" + name + "\" from " + min + " to " + max
                    + (v.isMissingNode() ? "" : ", not " + shortly(v)));
        }
        return v.asInt();
    }

    /** The true-or-false field {@code name}, or {@code absent} when it is left out; refused when it is something else. */
    static boolean bool(JsonNode m, String name, Boolean absent) {
        JsonNode v = m.path(name);
        if (v.isMissingNode() && absent != null) {
            return absent;
        }
        if (!v.isBoolean()) {
            throw new IllegalArgumentException("\"" + name + "\" is true or false, not " + shortly(v));
        }
        return v.asBoolean();
    }

    private static String what(JsonNode m) {
        return "a " + shortly(m.path("type").asText()) + " message";
    }

    /** A value from a message, cut short for an error message. */
    private static String shortly(Object value) {
        String text = value.toString();
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    private static ObjectNode typed(String type) {
        return JSON.createObjectNode().put("type", type);
    }

    private static String write(ObjectNode node) {
        try {
            return JSON.writeValueAsString(node);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write " + node, e);   // no field here can fail
        }
    }
}
