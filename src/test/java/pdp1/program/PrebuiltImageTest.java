package pdp1.program;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The images the build assembles beforehand are the programs' assemblies, and only for their own source. */
class PrebuiltImageTest {

    private static final String[] PROGRAMS = {"echo.mac", "hello.mac", "kalah.mac", "kimasai.mac", "music.mac", "squares.mac"};

    @Test
    void everyProgramHasAPrebuiltImageEqualToItsAssemblyNow() {
        for (String name : PROGRAMS) {
            byte[] source = ProgramImage.source(name).getBytes(StandardCharsets.UTF_8);
            ProgramImage prebuilt = PrebuiltImage.read(resource(name), source, name).orElseThrow(
                    () -> new AssertionError("the build made no image of " + name + " from this source"));
            assertSame(prebuilt, ProgramImage.fromSource(ProgramImage.source(name), name));
            assertSame(ProgramImage.fromClasspath(name), prebuilt);
        }
    }

    @Test
    void anImageOfOtherSourceBytesIsNotUsed() throws IOException {
        String text = ProgramImage.source("hello.mac");
        byte[] image = written(text);
        byte[] edited = text.replace("hello", "jello").getBytes(StandardCharsets.UTF_8);
        assertThat(PrebuiltImage.read(new ByteArrayInputStream(image), edited, "hello.mac")).isEmpty();
        byte[] longer = (text + "\n").getBytes(StandardCharsets.UTF_8);
        assertThat(PrebuiltImage.read(new ByteArrayInputStream(image), longer, "hello.mac")).isEmpty();
        assertThat(PrebuiltImage.read(new ByteArrayInputStream(image), text.getBytes(StandardCharsets.UTF_8), "hello.mac"))
                .isPresent();
    }

    @Test
    void aDamagedOrMissingImageIsNotUsed() throws IOException {
        String text = ProgramImage.source("squares.mac");
        byte[] source = text.getBytes(StandardCharsets.UTF_8);
        byte[] image = written(text);
        for (int cut : new int[] {0, 5, 20, image.length / 2, image.length - 1}) {
            assertThat(PrebuiltImage.read(new ByteArrayInputStream(Arrays.copyOf(image, cut)), source, "squares.mac"))
                    .as("cut at %d", cut).isEmpty();
        }
        byte[] longer = Arrays.copyOf(image, image.length + 1);
        assertThat(PrebuiltImage.read(new ByteArrayInputStream(longer), source, "squares.mac")).isEmpty();
        assertThat(PrebuiltImage.read(null, source, "squares.mac")).isEmpty();
    }

    private static byte[] written(String text) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        PrebuiltImage.write(ProgramImage.fromSource(text, "x.mac"), text.getBytes(StandardCharsets.UTF_8), out);
        return out.toByteArray();
    }

    private static InputStream resource(String name) {
        return ProgramImage.class.getResourceAsStream(PrebuiltImage.resourceFor(name));
    }

    private static void assertSame(ProgramImage actual, ProgramImage expected) {
        assertThat(actual.image()).as(expected.name()).isEqualTo(expected.image());
        assertThat(actual.symbols()).as(expected.name()).isEqualTo(expected.symbols());
        assertThat(actual.name()).isEqualTo(expected.name());
    }
}
