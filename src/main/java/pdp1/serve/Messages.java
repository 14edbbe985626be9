package pdp1.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import java.util.List;
import java.util.regex.Pattern;

/** The JSON messages of docs/classroom.md, written with Gson and read by {@link StrictJson}. */
final class Messages {

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
        JsonObject m = typed("hello");
        m.addProperty("session", session);
        m.addProperty("readOnly", secret == null);
        m.addProperty("watch", watchPath);
        if (secret != null) {
            m.addProperty("secret", secret);
        }
        JsonArray menu = new JsonArray();
        for (MenuEntry p : programs) {
            JsonObject entry = new JsonObject();
            entry.addProperty("id", p.id());
            entry.addProperty("title", p.title());
            menu.add(entry);
        }
        m.add("programs", menu);
        return m.toString();
    }

    static String paper(CharSequence text, CharSequence ribbon) {
        return typed("paper", "text", text.toString(), "ribbon", ribbon.toString());
    }

    static String clear() {
        return typed("clear").toString();
    }

    static String status(String text) {
        return typed("status", "text", text);
    }

    static String loaded(String title) {
        return typed("loaded", "title", title);
    }

    /** The program has read the Spacewar! control boxes: from now on the focused CRT's keys work them. */
    static String controlBoxes() {
        return typed("controlBoxes").toString();
    }

    static String error(String text) {
        return typed("error", "text", text);
    }

    /**
     * A message from the page, read: its fields by name. A text that is no JSON object with a
     * string {@code type} is an IllegalArgumentException saying so.
     */
    static JsonObject read(String text) {
        JsonObject m = StrictJson.object(text);
        if (!isString(m.get("type"))) {
            throw new IllegalArgumentException("a message without a \"type\"");
        }
        return m;
    }

    /** The message's type (read has made sure it is a string). */
    static String type(JsonObject m) {
        return m.get("type").getAsString();
    }

    /** The string field {@code name} of message {@code m}; refused when it is missing or not a string. */
    static String text(JsonObject m, String name) {
        JsonElement v = m.get(name);
        if (!isString(v)) {
            throw new IllegalArgumentException(what(m) + " needs \"" + name + "\" as a string");
        }
        return v.getAsString();
    }

    /** A whole number as JSON writes it: no fraction, no exponent, at most 10 digits. */
    private static final Pattern WHOLE_NUMBER = Pattern.compile("-?(0|[1-9][0-9]{0,9})");

    /** The integer field {@code name}, from {@code min} to {@code max}; refused when missing, not a whole number, or out of range. */
    static int integer(JsonObject m, String name, int min, int max) {
        JsonElement v = m.get(name);
        boolean whole = v instanceof JsonPrimitive p && p.isNumber() && WHOLE_NUMBER.matcher(p.getAsString()).matches();
        long n = whole ? Long.parseLong(v.getAsString()) : 0;
        if (!whole || n < min || n > max) {
            throw new IllegalArgumentException(what(m) + " needs \"" + name + "\" from " + min + " to " + max
                    + (v == null ? "" : ", not " + shortly(v)));
        }
        return (int) n;
    }

    /** The true-or-false field {@code name}, or {@code absent} when it is left out; refused when it is something else. */
    static boolean bool(JsonObject m, String name, Boolean absent) {
        JsonElement v = m.get(name);
        if (v == null && absent != null) {
            return absent;
        }
        if (!(v instanceof JsonPrimitive p && p.isBoolean())) {
            throw new IllegalArgumentException("\"" + name + "\" is true or false, not " + shortly(v));
        }
        return v.getAsBoolean();
    }

    private static boolean isString(JsonElement v) {
        return v instanceof JsonPrimitive p && p.isString();
    }

    private static String what(JsonObject m) {
        return "a " + shortly(type(m)) + " message";
    }

    /** A value from a message, cut short for an error message. */
    static String shortly(Object value) {
        String text = value == null ? "nothing" : value.toString();
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }

    private static JsonObject typed(String type) {
        JsonObject m = new JsonObject();
        m.addProperty("type", type);
        return m;
    }

    /** A message of {@code type} with string fields: names and values in turn. */
    private static String typed(String type, String... namesAndValues) {
        JsonObject m = typed(type);
        for (int i = 0; i < namesAndValues.length; i += 2) {
            m.addProperty(namesAndValues[i], namesAndValues[i + 1]);
        }
        return m.toString();
    }
}
