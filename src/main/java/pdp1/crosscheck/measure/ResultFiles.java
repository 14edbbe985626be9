package pdp1.crosscheck.measure;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import pdp1.crosscheck.Shard;

/** A campaign's result as a file: JSON, one object ({@link CampaignResult}), fields in a fixed order. */
public final class ResultFiles {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(SerializationFeature.INDENT_OUTPUT)
            .enable(DeserializationFeature.FAIL_ON_NULL_FOR_PRIMITIVES)
            .enable(DeserializationFeature.FAIL_ON_MISSING_CREATOR_PROPERTIES);

    private ResultFiles() {
    }

    public static String write(CampaignResult result) {
        try {
            return JSON.writeValueAsString(result) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the result: " + e.getOriginalMessage(), e);
        }
    }

    /** @throws IllegalArgumentException with a sentence naming {@code name} if it is no result file */
    public static CampaignResult read(String text, String name) {
        try {
            CampaignResult r = JSON.readValue(text, CampaignResult.class);
            if (r.game() == null || r.shard() == null || r.setup() == null
                    || !CampaignResult.GAMES.equals(r.kind()) && !CampaignResult.MUTANTS.equals(r.kind())) {
                throw new IllegalArgumentException(name + " is not a crosscheck result file (fields missing)");
            }
            Shard.parse(r.shard());
            return r;
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(name + " is not a crosscheck result file: " + e.getOriginalMessage());
        }
    }
}
