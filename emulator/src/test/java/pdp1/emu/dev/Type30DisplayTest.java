package pdp1.emu.dev;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class Type30DisplayTest {

    private final RecordingBus bus = new RecordingBus();
    private int ac;
    private final Type30Display display = new Type30Display(bus.clock, bus, () -> ac);
    private final PointRing points = new PointRing(16);

    Type30DisplayTest() {
        display.addSink(points);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                   | word   | coordinate
        +0                       | 000000 | 0
        -0 plots at +0 (SIMH)    | 777777 | 0
        low 8 bits ignored       | 000377 | 0
        +1                       | 000400 | 1
        -1                       | 777377 | -1
        largest                  | 377777 | 511
        most negative            | 400000 | -511
        """)
    void coordinatesAreTenBitOnesComplement(String name, String word, int coordinate) {
        assertThat(Type30Display.coordinate(Integer.parseInt(word, 8))).isEqualTo(coordinate);
    }

    @ParameterizedTest(name = "bits 9-11 = {0} -> level {1}")
    @CsvSource(textBlock = """
        3, 7
        2, 6
        1, 5
        0, 4
        7, 3
        6, 2
        5, 1
        4, 0
        """)
    void intensityOrderIsSigned(int field, int level) {
        assertThat(Type30Display.level(0720007 | field << 6)).isEqualTo(level);
    }

    @Test
    void dpyPlotsAcAndIoAndCompletes39MicrosecondsAfterTheCommand() {
        ac = 0200000;                  // X = +256
        bus.clock.now = 100;
        display.iot(0730007, 0600000, 100);   // Y = -255
        assertThat(points.total()).isEqualTo(1);
        assertThat(points.x(0)).isEqualTo(256);
        assertThat(points.y(0)).isEqualTo(-255);
        assertThat(points.level(0)).isEqualTo(4);
        assertThat(points.timeUs(0)).isEqualTo(100);
        bus.advanceTo(138);
        assertThat(bus.log).isEmpty();
        bus.advanceTo(139);
        assertThat(bus.log).as("35 µs of deflection, 4 to intensify (AAP)").containsExactly("pulse@139");
    }

    @Test
    void dpyWithoutPulseGivesNoCompletionAndNoBreak() {
        display.iot(0720307, 0, 0);
        bus.advanceTo(1000);
        assertThat(bus.log).isEmpty();
        assertThat(points.level(0)).isEqualTo(7);
    }

    @Test
    void pointRingKeepsTheNewestPoints() {
        for (int i = 0; i < 20; i++) {
            ac = i << 8;
            display.iot(0720007, 0, i);
        }
        assertThat(points.total()).isEqualTo(20);
        assertThat(points.size()).isEqualTo(16);
        assertThat(points.x(0)).isEqualTo(4);
        assertThat(points.x(15)).isEqualTo(19);
    }

    @Test
    void theLightPenSeesAPointInItsFieldAndSetsFlag3() {
        display.holdLightPen(100, -100, 4);
        ac = 104 << 8;
        display.iot(0720007, 0777777 - (97 << 8), 0);   // y = -97
        assertThat(display.status()).isEqualTo(Type30Display.STATUS_LIGHT_PEN);
        assertThat(bus.log).containsExactly("pf3@0");
        ac = 0;
        display.iot(0720007, 0, 0);
        assertThat(display.status()).as("cleared by the next dpy").isZero();
    }

    @Test
    void aTouchLastsItsSimulatedTimeFromTheNextPoint() {
        display.touchLightPen(0, 0, 2, 100);
        assertThat(display.touching()).isTrue();
        ac = 0;
        display.iot(0720007, 0, 1000);                // the touch begins here, to 1100
        assertThat(display.status()).isEqualTo(Type30Display.STATUS_LIGHT_PEN);
        display.iot(0720007, 0, 1099);
        assertThat(display.status()).isEqualTo(Type30Display.STATUS_LIGHT_PEN);
        display.iot(0720007, 0, 1100);
        assertThat(display.status()).as("the touch is over").isZero();
        assertThat(display.touching()).isFalse();
        display.iot(0720007, 0, 5000);
        assertThat(display.status()).isZero();
    }

    @Test
    void withoutAPenNothingIsSeen() {
        display.iot(0720007, 0, 0);
        assertThat(display.status()).isZero();
        assertThat(bus.log).isEmpty();
    }
}
