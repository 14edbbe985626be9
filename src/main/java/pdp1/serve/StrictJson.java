package pdp1.serve;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonNull;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.internal.LazilyParsedNumber;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import java.io.IOException;
import java.io.StringReader;

/**
 * Reads a page's message as JSON no one can bend: one object and nothing after it, strict JSON (no
 * comments, no unquoted names), each key once (a repeated key is refused, not the last one taken,
 * so no two parts of the server can see two values), and at most {@link #MAX_DEPTH} levels deep
 * (the messages are flat; a deep nest must not exhaust the stack). Gson's own tree reader takes the
 * last of a repeated key, hence this walk over its stream reader.
 */
final class StrictJson {

    /** Objects and arrays inside one another, the message itself counting one. */
    static final int MAX_DEPTH = 8;

    private StrictJson() {
    }

    /** The object in {@code text}; IllegalArgumentException "a message that is not JSON: ..." otherwise. */
    static JsonObject object(String text) {
        try (JsonReader in = new JsonReader(new StringReader(text))) {
            in.setStrictness(Strictness.STRICT);
            if (in.peek() != JsonToken.BEGIN_OBJECT) {
                throw notJson("not an object");
            }
            JsonElement m = element(in, 1);
            if (in.peek() != JsonToken.END_DOCUMENT) {
                throw notJson("more after the object");
            }
            return m.getAsJsonObject();
        } catch (IOException | IllegalStateException | NumberFormatException e) {
            throw notJson(e.getMessage());   // Gson's MalformedJsonException is an IOException
        }
    }

    private static JsonElement element(JsonReader in, int depth) throws IOException {
        switch (in.peek()) {
            case BEGIN_OBJECT -> {
                nest(depth);
                JsonObject o = new JsonObject();
                in.beginObject();
                while (in.hasNext()) {
                    String name = in.nextName();
                    if (o.has(name)) {
                        throw notJson("the key \"" + Messages.shortly(name) + "\" twice");
                    }
                    o.add(name, element(in, depth + 1));
                }
                in.endObject();
                return o;
            }
            case BEGIN_ARRAY -> {
                nest(depth);
                JsonArray a = new JsonArray();
                in.beginArray();
                while (in.hasNext()) {
                    a.add(element(in, depth + 1));
                }
                in.endArray();
                return a;
            }
            case STRING -> {
                return new JsonPrimitive(in.nextString());
            }
            case NUMBER -> {
                return new JsonPrimitive(new LazilyParsedNumber(in.nextString()));
            }
            case BOOLEAN -> {
                return new JsonPrimitive(in.nextBoolean());
            }
            case NULL -> {
                in.nextNull();
                return JsonNull.INSTANCE;
            }
            default -> throw notJson("unexpected " + in.peek());
        }
    }

    private static void nest(int depth) {
        if (depth > MAX_DEPTH) {
            throw notJson("nested more than " + MAX_DEPTH + " deep");
        }
    }


    private static IllegalArgumentException notJson(String why) {
        return new IllegalArgumentException("a message that is not JSON: " + why);
    }
}
