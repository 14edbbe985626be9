package pdp1.program.kalah;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.kalah.Variant;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

class KalahVariantOptionsTest {

    @Command(name = "probe")
    static final class Probe {
        @Mixin
        KalahVariantOptions options;
    }

    private static Variant parse(String... args) {
        Probe probe = new Probe();
        new CommandLine(probe).parseArgs(args);
        return probe.options.variant();
    }

    @Test
    void withoutOptionsItIsStandardKalah64() {
        assertThat(parse()).isEqualTo(Variant.standard(6, 4));
    }

    @Test
    void everyOptionSwitchesItsRule() {
        assertThat(parse("--seeds", "5", "--empty-capture", "--until-stuck", "--no-sweep", "--pie"))
                .isEqualTo(new Variant(6, 5, true, true, true, true));
    }
}
