package pdp1.crosscheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Typewriter;

class ShiftCodesTest {

    private static final int TYO = 0730000 | Typewriter.TYO;

    @Test
    void shiftsThatChangeTheCaseAreFine() {
        Typewriter typewriter = StandardMachine.create().typewriter();
        ShiftCodes codes = ShiftCodes.watch(typewriter);
        typewriter.iot(TYO, 074, 0);            // upper case
        typewriter.iot(TYO, 061, 0);            // a
        typewriter.iot(TYO, 072, 0);            // lower case
        typewriter.iot(TYO, 077, 0);            // carriage return
        assertThat(codes.problem()).isNull();
    }

    @Test
    void aShiftIntoTheCaseInForceIsAProblem() {
        Typewriter typewriter = StandardMachine.create().typewriter();
        ShiftCodes codes = ShiftCodes.watch(typewriter);   // lower case at power-on
        typewriter.iot(TYO, 061, 0);
        typewriter.iot(TYO, 072, 200_000);
        assertThat(codes.problem()).isEqualTo(
                "a shift to lower case (72) typed at 0.200 s, the typewriter already in lower case");
    }
}
