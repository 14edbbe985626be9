package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The listing of golden/listing.mac against golden/listing.lst (reviewed by hand: every
 * column). {@code -Dgolden.update=true} rewrites the expected file for review.
 */
class ListingTest {

    @Test
    void listingShowsLineLocationWordSourceThenSymbolsAndCrossReference() throws IOException {
        String actual = Assembler.assemble(GoldenSourcesTest.resource("listing.mac"), "listing.mac").listing();
        if (Boolean.getBoolean("golden.update")) {
            Files.writeString(Path.of("src/test/resources/golden/listing.lst"), actual);
        }
        String[] expected = GoldenSourcesTest.resource("listing.lst").split("\n", -1);
        String[] lines = actual.split("\n", -1);
        for (int i = 0; i < Math.min(expected.length, lines.length); i++) {
            assertThat(lines[i]).as("listing line %d", i + 1).isEqualTo(expected[i]);
        }
        assertThat(lines.length).as("listing length").isEqualTo(expected.length);
    }

    @Test
    void diagnosticsAppearUnderTheirLine() {
        String listing = Assembler.assemble("t\n100/\n\tlac nosuch\nstart 100\n", "t.mac").listing();
        assertThat(listing).contains("\tlac nosuch\n*** error: undefined symbol 'nosuch'\n");
    }

    @Test
    void eachWordKnowsTheSourceLineThatAssembledIt() {
        Assembly a = Assembler.assemble("t\n100/\na,\tlac (5\n\tdac a\n\n\tconstants\nstart 100\n", "t.mac");
        assertThat(a.lineOf(0100)).isEqualTo(3);
        assertThat(a.lineOf(0101)).isEqualTo(4);
        assertThat(a.lineOf(0102)).as("the literal, on its constants line").isEqualTo(6);
        assertThat(a.lineOf(0103)).isZero();
    }
}
