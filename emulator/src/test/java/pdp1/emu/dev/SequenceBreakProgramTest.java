package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.cpu.StopReason;

/**
 * A keyboard-interrupt program, hand-assembled: the main loop counts while a
 * break routine (docs/machine.md §4.11) takes each key strike with tyi and
 * files it; after three keys the program types them back and halts.
 */
class SequenceBreakProgramTest {

    private static final int[] BREAK_ROUTINE = {   // at 0040; location 3 holds jmp 40
        0720033,    // 40  cks          IO <- status
        0662007,    // 41  ril 3s       status bit 3 (key struck) to bit 0
        0642000,    // 42  spi          no key: skip to the return
        0600050,    // 43  jmp key
        0200000,    // 44  lac 0        restore AC (saved by the break)
        0220002,    // 45  lio 2        restore IO
        0610001,    // 46  jmp i 1      return, ends the break
        0000000,    // 47
        0720004,    // 50  key, tyi     IO <- key code
        0330070,    // 51  dio i ptr    file it
        0440070,    // 52  idx ptr
        0760001,    // 53  clf 1
        0600044,    // 54  jmp 44
    };
    private static final int[] MAIN = {            // at 0100
        0720055,    // 100 esm          sequence breaks on
        0440071,    // 101 idx count    busy work, interrupted by the keys
        0200070,    // 102 lac ptr
        0520072,    // 103 sas end      three keys filed?
        0600101,    // 104 jmp 101
        0720054,    // 105 lsm
        0220200,    // 106 lio 200      type them back
        0730003,    // 107 tyo
        0220201,    // 110 lio 201
        0730003,    // 111 tyo
        0220202,    // 112 lio 202
        0730003,    // 113 tyo
        0760400,    // 114 hlt
    };

    @Test
    void keyStrikesInterruptTheMainLoopAndAreFiledByTheBreakRoutine() {
        StandardMachine pdp1 = StandardMachine.create();
        Transcript programOutput = new Transcript(false);
        pdp1.typewriter().addSink(programOutput);
        Machine m = pdp1.machine();
        m.load(03, 0600040);
        m.load(040, BREAK_ROUTINE);
        m.load(0100, MAIN);
        m.load(070, 0200, 0, 0203);              // ptr, count, end
        m.start(0100);
        pdp1.typewriter().type("pdp");

        StopReason stop = m.run(5_000_000);

        assertThat(stop).isEqualTo(StopReason.HALT);
        assertThat(m.cpu().pc).isEqualTo(0115);
        assertThat(programOutput.text()).isEqualTo("pdp");
        assertThat(pdp1.transcript().text()).as("keys on the paper, then the program's echo").isEqualTo("pdppdp");
        assertThat(m.core()[071]).as("the main loop ran between the breaks").isGreaterThan(1000);
        assertThat(m.cpu().pf & 040).as("PF1 cleared by the routine").isZero();
    }
}
