package pdp1.crosscheck.measure;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonParseException;
import pdp1.crosscheck.Shard;

/** A campaign's result as a file: JSON, one object ({@link CampaignResult}), fields in a fixed order. */
public final class ResultFiles {

    /** Records are written in their components' order, so a file is the same for the same result. */
    private static final Gson JSON = new GsonBuilder().setPrettyPrinting().disableHtmlEscaping().create();

    private ResultFiles() {
    }

    public static String write(CampaignResult result) {
        return JSON.toJson(result) + "\n";
    }

    /** @throws IllegalArgumentException with a sentence naming {@code name} if it is no result file */
    public static CampaignResult read(String text, String name) {
        CampaignResult r;
        try {
            r = JSON.fromJson(text, CampaignResult.class);
        } catch (JsonParseException e) {
            throw new IllegalArgumentException(name + " is not a crosscheck result file: " + e.getMessage());
        }
        if (r == null || r.game() == null || r.shard() == null || r.setup() == null
                || !CampaignResult.GAMES.equals(r.kind()) && !CampaignResult.MUTANTS.equals(r.kind())) {
            throw new IllegalArgumentException(name + " is not a crosscheck result file (fields missing)");
        }
        Shard.parse(r.shard());
        return r;
    }
}
