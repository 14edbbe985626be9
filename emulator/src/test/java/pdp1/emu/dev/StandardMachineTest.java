package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import pdp1.emu.io.Device;

class StandardMachineTest {

    private final StandardMachine pdp1 = StandardMachine.create();

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
}
