package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.MachineOptions;
import pdp1.emu.cpu.StopReason;

class ConsoleTest {

    private final StandardMachine pdp1 = StandardMachine.create();
    private final Machine m = pdp1.machine();

    private void readIn(TapeBuilder tape) throws ReadInException {
        pdp1.reader().load(tape.bytes(), "test.rim");
        pdp1.console().readIn();
    }

    @Test
    void readInStoresDioPairsAndStartsAtTheJmp() throws ReadInException {
        readIn(new TapeBuilder().blank(10).rim(0100, 0123456).rim(0101, 0654321).jmp(0100).blank(1));
        assertThat(m.core()[0100]).isEqualTo(0123456);
        assertThat(m.core()[0101]).isEqualTo(0654321);
        assertThat(m.cpu().pc).isEqualTo(0100);
    }

    @Test
    void readInTakesReaderTimeForEveryLineIncludingLeader() throws ReadInException {
        long t0 = m.clock().now;
        readIn(new TapeBuilder().blank(10).rim(0100, 1).jmp(0100).blank(7));
        // 10 leader lines + 3 words of 3 lines; the trailer is not read
        assertThat(m.clock().now - t0).isEqualTo((10 + 9) * TapeReader.LINE_US);
        assertThat(pdp1.reader().position()).isEqualTo(19);
    }

    @Test
    void readInLoadsIntoTheFieldOfTheExtensionSwitches() throws ReadInException {
        StandardMachine big = StandardMachine.create(MachineOptions.standard().withMemoryWords(8192));
        big.console().setAddressSwitches(010000);
        big.reader().load(new TapeBuilder().rim(0100, 7).jmp(0100).bytes(), "f1.rim");
        assertThat(big.console().readIn()).isEqualTo(010100);
        assertThat(big.machine().core()[010100]).isEqualTo(7);
        assertThat(big.machine().core()[0100]).isZero();
        assertThat(big.machine().cpu().pc).isEqualTo(010100);
    }

    @Test
    void readInRejectsAWordThatIsNeitherDioNorJmp() {
        TapeBuilder tape = new TapeBuilder().blank(4).rim(0100, 1).word(0250000);
        assertThatThrownBy(() -> readIn(tape))
                .isInstanceOf(ReadInException.class)
                .hasMessage("test.rim: frame 11: read-in expected dio or jmp, found 250000");
    }

    @Test
    void readInReportsATapeThatEndsBeforeItsJmp() {
        TapeBuilder tape = new TapeBuilder().rim(0100, 1).frame(0201);
        assertThatThrownBy(() -> readIn(tape))
                .isInstanceOf(ReadInException.class)
                .hasMessage("test.rim: frame 8: the tape ended during read-in, before a jmp");
    }

    @Test
    void blockLoaderTapeLoadsItsBlocksAndStartsTheProgram() throws ReadInException {
        TapeBuilder tape = new TapeBuilder().blank(20).loader()
                .block(0100, 0, 0760400, 0600100)           // hlt; jmp 100
                .block(0200, 0, 1, 2, 3, 0777777)
                .jmp(0100).blank(1);
        readIn(tape);
        assertThat(m.cpu().pc).as("read-in ends at the loader").isEqualTo(07751);
        StopReason stop = m.run(10_000_000);
        assertThat(stop).isEqualTo(StopReason.HALT);
        assertThat(m.cpu().pc).as("halted inside the loaded program").isEqualTo(0101);
        assertThat(new int[] {m.core()[0100], m.core()[0101]}).containsExactly(0760400, 0600100);
        assertThat(new int[] {m.core()[0200], m.core()[0201], m.core()[0202], m.core()[0203]})
                .containsExactly(1, 2, 3, 0777777);
    }

    @Test
    void aCorruptBlockMakesTheLoaderHalt() throws ReadInException {
        TapeBuilder tape = new TapeBuilder().loader().block(0100, 1, 0760400).jmp(0100);
        readIn(tape);
        StopReason stop = m.run(10_000_000);
        assertThat(stop).isEqualTo(StopReason.HALT);
        assertThat(m.cpu().pc).as("the loader's checksum hlt at 7774").isEqualTo(07775);
        assertThat(stop.describe(m)).startsWith("halted at 7774");
    }

    @Test
    void senseSwitchesAreNumberedFromTheLeft() {
        pdp1.console().setSenseSwitch(1, true);
        pdp1.console().setSenseSwitch(6, true);
        assertThat(m.cpu().ss).isEqualTo(041);
        pdp1.console().setSenseSwitch(1, false);
        assertThat(m.cpu().ss).isEqualTo(001);
        assertThatThrownBy(() -> pdp1.console().setSenseSwitch(7, true))
                .hasMessage("sense switches are 1-6, not 7");
    }

    @Test
    void depositAndExamineUseTheSwitches() {
        pdp1.console().setAddressSwitches(0300);
        pdp1.console().setTestWord(0123321);
        pdp1.console().deposit();
        assertThat(m.core()[0300]).isEqualTo(0123321);
        m.cpu().ac = 0;
        assertThat(pdp1.console().examine()).isEqualTo(0123321);
        assertThat(m.cpu().ac).isEqualTo(0123321);
    }
}
