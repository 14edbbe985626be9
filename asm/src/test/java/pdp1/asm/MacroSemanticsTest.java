package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** Macro behaviours that docs/assembler.md §5.8 promises. */
class MacroSemanticsTest {

    @Test
    void argumentsAreValuesNotText() {
        Assembly a = Asm.at100("\tdefine m A\n\t3-A\n\tterm\n\tm 1+1");
        assertThat(a.image().get(0100)).as("3-(1+1), not 3-1+1").isEqualTo(1);
    }

    @Test
    void argumentsAreEvaluatedAtTheCall() {
        Assembly a = Asm.at100("\tdefine m A\n\tA\n\tterm\nx=5\n\tm x+1\nx=7");
        assertThat(a.image().get(0100)).isEqualTo(6);
    }

    @Test
    void wordsAfterACallOnTheSameLineAreAssembledOnceAfterTheBody() {
        Assembly a = Asm.at100("\tdefine m\n\t1\n\tterm\n\tm\t2");
        assertThat(a.image().get(0100)).isEqualTo(1);
        assertThat(a.image().get(0101)).isEqualTo(2);
        assertThat(a.image().has(0102)).isFalse();
    }

    @Test
    void everyExpansionOfOneRepeatLineSharesR() {
        Assembly a = Asm.at100("\tdefine m\n\tR\n\tterm\n\trepeat 3, m");
        assertThat(new int[] {a.image().get(0100), a.image().get(0101), a.image().get(0102)})
                .containsExactly(0100, 0100, 0100);
    }

    @Test
    void theMacroNameMayStandOnTheLineAfterDefine() {
        Assembly a = Asm.at100("\tdefine\nm A\n\tA+1\n\tterm\n\tm 4");
        assertThat(a.errors()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(5);
    }

    @Test
    void extraArgumentsAreIgnored() {
        Assembly a = Asm.at100("\tdefine m A\n\tA\n\tterm\n\tm 1,2,3");
        assertThat(a.diagnostics()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(1);
    }

    @Test
    void aDummyHidesASymbolOfTheSameName() {
        Assembly a = Asm.at100("A=77\n\tdefine m A\n\tA\n\tterm\n\tm 3\n\tA");
        assertThat(a.image().get(0100)).isEqualTo(3);
        assertThat(a.image().get(0101)).isEqualTo(077);
    }

    @Test
    void aShortenedMacroNameCallsTheMacro() {
        Assembly a = Asm.at100("\tdefine senseswitch A\n\tszs A\n\tterm\n\tsen 10");
        assertThat(a.errors()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(0640010);
    }
}
