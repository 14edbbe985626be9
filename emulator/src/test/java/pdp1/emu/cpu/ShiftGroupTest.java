package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.emu.TestMachines.octal;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;
import pdp1.emu.Machine;
import pdp1.emu.TestMachines;

/**
 * The shift group (docs/machine.md §2.8): every operation with every count 0..9, against a
 * model that applies the handbook's one-place step n times; plus hand-checked rows.
 */
class ShiftGroupTest {

    private static final int AC0 = 0612345;   // negative AC
    private static final int IO0 = 0154321;   // positive IO
    private static final int[] COUNT_MASKS = {0, 01, 03, 07, 017, 037, 077, 0177, 0377, 0777};

    @ParameterizedTest(name = "{0} {1}")
    @MethodSource("everyOperationAndCount")
    void shiftMatchesTheOnePlaceModelAppliedNTimes(String name, int n, int opcode) {
        int[] expected = {AC0, IO0};
        for (int k = 0; k < n; k++) {
            stepOnePlace(opcode, expected);
        }
        Machine m = TestMachines.withProgram(0200, opcode | COUNT_MASKS[n]);
        m.cpu().ac = AC0;
        m.cpu().io = IO0;
        long t0 = m.clock().now;
        m.step();
        assertThat(m.cpu().ac).as("AC").isEqualTo(expected[0]);
        assertThat(m.cpu().io).as("IO").isEqualTo(expected[1]);
        assertThat(m.clock().now - t0).as("every shift is 5 µs").isEqualTo(5);
    }

    static List<Arguments> everyOperationAndCount() {
        String[] names = {"ral", "ril", "rcl", "sal", "sil", "scl", "rar", "rir", "rcr", "sar", "sir", "scr"};
        int[] codes = {0661000, 0662000, 0663000, 0665000, 0666000, 0667000,
                       0671000, 0672000, 0673000, 0675000, 0676000, 0677000};
        List<Arguments> cases = new ArrayList<>();
        for (int i = 0; i < names.length; i++) {
            for (int n = 0; n <= 9; n++) {
                cases.add(Arguments.of(names[i], n, codes[i]));
            }
        }
        return cases;
    }

    /** One place, as §2.8 words it; {ac, io} updated in place. */
    private static void stepOnePlace(int opcode, int[] r) {
        int ac = r[0];
        int io = r[1];
        int acSign = ac >>> 17;
        int ioSign = io >>> 17;
        switch ((opcode >>> 9) & 017) {
            case 001 -> ac = ((ac << 1) | acSign) & 0777777;
            case 002 -> io = ((io << 1) | ioSign) & 0777777;
            case 003 -> {                                    // AC bit 0 -> IO bit 17, IO bit 0 -> AC bit 17
                int newAc = ((ac << 1) | ioSign) & 0777777;
                io = ((io << 1) | acSign) & 0777777;
                ac = newAc;
            }
            case 005 -> ac = (ac & 0400000) | ((ac << 1) & 0377777) | acSign;
            case 006 -> io = (io & 0400000) | ((io << 1) & 0377777) | ioSign;
            case 007 -> {
                int newAc = (ac & 0400000) | ((ac << 1) & 0377777) | ioSign;
                io = ((io << 1) & 0777777) | acSign;
                ac = newAc;
            }
            case 011 -> ac = (ac >>> 1) | ((ac & 1) << 17);
            case 012 -> io = (io >>> 1) | ((io & 1) << 17);
            case 013 -> {
                int newIo = (io >>> 1) | ((ac & 1) << 17);
                ac = (ac >>> 1) | ((io & 1) << 17);
                io = newIo;
            }
            case 015 -> ac = (ac >>> 1) | (ac & 0400000);
            case 016 -> io = (io >>> 1) | (io & 0400000);
            case 017 -> {
                io = (io >>> 1) | ((ac & 1) << 17);
                ac = (ac >>> 1) | (ac & 0400000);
            }
            default -> throw new IllegalArgumentException();
        }
        r[0] = ac;
        r[1] = io;
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                              | instr  | AC     | IO     | AC after | IO after
        ral 1s                              | 661001 | 400001 | 000000 | 000003   | 000000
        rar 1s                              | 671001 | 000001 | 000000 | 400000   | 000000
        count is the number of 1 bits       | 661500 | 000001 | 000000 | 000004   | 000000
        sal keeps sign, shifts sign in      | 665001 | 600000 | 000000 | 400001   | 000000
        sar 2s copies sign twice            | 675003 | 400000 | 000000 | 700000   | 000000
        sar of -1 by 9 stays -1             | 675777 | 777776 | 000000 | 777777   | 000000
        rcl 9s moves IO's top half into AC  | 663777 | 000000 | 777000 | 000777   | 000000
        rcl 9s twice swaps AC and IO, part1 | 663777 | 123456 | 654321 | 456654   | 321123
        scr moves AC bit 17 into IO bit 0   | 677001 | 000001 | 000000 | 000000   | 400000
        scl shifts IO bit 0 into AC bit 17  | 667001 | 000000 | 400000 | 000001   | 000000
        sil shifts IO's sign in             | 666001 | 000000 | 400000 | 000000   | 400001
        sir copies IO's sign                | 676001 | 000000 | 400000 | 000000   | 600000
        """)
    void handCheckedShifts(String name, String instr, String ac, String io, String acAfter, String ioAfter) {
        Machine m = TestMachines.withProgram(0200, octal(instr));
        m.cpu().ac = octal(ac);
        m.cpu().io = octal(io);
        m.step();
        assertThat(m.cpu().ac).as("AC").isEqualTo(octal(acAfter));
        assertThat(m.cpu().io).as("IO").isEqualTo(octal(ioAfter));
    }
}
