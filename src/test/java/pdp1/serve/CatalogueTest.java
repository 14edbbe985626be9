package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import pdp1.emu.dev.StandardMachine;
import pdp1.program.ProgramImage;

/** The page's menu loads the very images the terminal games and the cross-check run. */
class CatalogueTest {

    @Test
    void theGamesInTheMenuAreTheImagesTheTerminalPlays() {
        for (String game : new String[] {"kalah", "kimasai"}) {
            StandardMachine pdp1 = StandardMachine.create();
            Catalogue.load(Catalogue.entry(game), pdp1);
            ProgramImage image = ProgramImage.fromClasspath(game + ".mac");
            assertThat(pdp1.machine().core()).as(game).isEqualTo(image.core(pdp1.machine().core().length));
            assertThat(pdp1.machine().cpu().pc).as(game + " started").isEqualTo(image.startAddress());
        }
    }

    @Test
    void everyEntryLoadsAndAnUnknownOneIsNamed() {
        for (Catalogue.Entry e : Catalogue.ENTRIES) {
            Catalogue.load(e, StandardMachine.create());
        }
        assertThatThrownBy(() -> Catalogue.entry("spacewar")).hasMessageContaining("no program \"spacewar\"")
                .hasMessageContaining("kalah, kimasai");
    }
}
