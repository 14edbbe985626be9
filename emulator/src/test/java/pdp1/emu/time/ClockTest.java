package pdp1.emu.time;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class ClockTest {

    private final Clock clock = new Clock();
    private final List<String> fired = new ArrayList<>();

    private Event recorder(String name) {
        return new Event(name, at -> fired.add(name + "@" + at));
    }

    @Test
    void nothingPendingMeansNever() {
        assertThat(clock.nextEventAt()).isEqualTo(Clock.NEVER);
        assertThat(clock.hasPending()).isFalse();
    }

    @Test
    void eventsFireInDueTimeOrderWithTheirDueTime() {
        clock.schedule(recorder("late"), 300);
        clock.schedule(recorder("early"), 100);
        clock.now = 1000;
        clock.fireDue();
        assertThat(fired).containsExactly("early@100", "late@300");
    }

    @Test
    void equalDueTimesFireInSchedulingOrder() {
        clock.schedule(recorder("b"), 50);
        clock.schedule(recorder("a"), 50);
        clock.now = 50;
        clock.fireDue();
        assertThat(fired).containsExactly("b@50", "a@50");
    }


    @Test
    void equalDueTimesKeepSchedulingOrderWhenOthersFireAndMoveBetween() {
        Event moved = recorder("moved");
        clock.schedule(moved, 10);
        clock.schedule(recorder("b"), 50);
        clock.schedule(recorder("c"), 50);
        clock.schedule(recorder("first"), 5);
        clock.now = 5;
        clock.fireDue();                        // the pending set is reordered as events leave it
        clock.schedule(moved, 50);              // re-armed: scheduled after b and c
        clock.schedule(recorder("d"), 50);
        clock.now = 50;
        clock.fireDue();
        assertThat(fired).containsExactly("first@5", "b@50", "c@50", "moved@50", "d@50");
    }
    @Test
    void eventsNotYetDueStayPending() {
        Event e = recorder("x");
        clock.schedule(e, 51);
        clock.now = 50;
        clock.fireDue();
        assertThat(fired).isEmpty();
        assertThat(clock.nextEventAt()).isEqualTo(51);
        assertThat(e.isPending()).isTrue();
    }

    @Test
    void reschedulingMovesTheEvent() {
        Event e = recorder("x");
        clock.schedule(e, 10);
        clock.schedule(e, 40);
        assertThat(clock.nextEventAt()).isEqualTo(40);
        clock.now = 100;
        clock.fireDue();
        assertThat(fired).containsExactly("x@40");
    }

    @Test
    void cancelledEventsNeverFire() {
        Event e = recorder("x");
        clock.schedule(e, 10);
        clock.cancel(e);
        clock.now = 100;
        clock.fireDue();
        assertThat(fired).isEmpty();
        assertThat(clock.nextEventAt()).isEqualTo(Clock.NEVER);
    }

    @Test
    void anActionMayScheduleAnEventThatIsAlreadyDue() {
        Event second = recorder("second");
        clock.schedule(new Event("first", at -> { fired.add("first@" + at); clock.schedule(second, at + 5); }), 10);
        clock.now = 20;
        clock.fireDue();
        assertThat(fired).containsExactly("first@10", "second@15");
    }
}
