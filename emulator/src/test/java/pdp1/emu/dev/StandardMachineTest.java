package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.io.Device;

class StandardMachineTest {

    private final StandardMachine pdp1 = StandardMachine.create();

    private void boot(String program) throws IOException {
        pdp1.console().loadImage(Assembler.assemble(DisplayProgramTest.program(program)).image());
    }

    @Test
    void everyStandardDeviceAnswersItsIotCode() {
        // attaching any of the codes again clashes
        for (int code : new int[] {01, 02, 03, 04, 05, 06, 07, 011, 030}) {
            assertThatThrownBy(() -> pdp1.machine().attach(deviceOn(code)))
                    .as("code %o", code).isInstanceOf(IllegalArgumentException.class);
        }
    }

    private static Device deviceOn(int code) {
        return new Device() {
            @Override
            public int[] iotCodes() {
                return new int[] {code};
            }

            @Override
            public int iot(int instruction, int io, long now) {
                return io;
            }

            @Override
            public int status() {
                return 0;
            }

            @Override
            public void startClear() {
            }
        };
    }

    @Test
    void runUntilStopsWhenTheConditionComesTrue() throws IOException {
        boot("echo.mac");
        pdp1.typewriter().type("ab");
        StandardMachine.RunResult r = pdp1.runUntil(() -> pdp1.transcript().text().equals("aabb"), 10_000_000);
        assertThat(r.conditionMet()).isTrue();
        assertThat(pdp1.machine().clock().now).as("not long after the last echo").isLessThan(2_000_000);
    }

    @Test
    void runUntilReportsAStopThatCameFirst() throws IOException {
        boot("hello.mac");
        StandardMachine.RunResult r = pdp1.runUntil(() -> false, 10_000_000);
        assertThat(r).isEqualTo(new StandardMachine.RunResult(false, StopReason.HALT));
    }

    @Test
    void runUntilGivesUpAtTheTimeLimit() throws IOException {
        boot("echo.mac");
        StandardMachine.RunResult r = pdp1.runUntil(() -> false, 500_000);
        assertThat(r).isEqualTo(new StandardMachine.RunResult(false, StopReason.TIME_LIMIT));
        assertThat(pdp1.machine().clock().now).isGreaterThanOrEqualTo(500_000);
    }
}
