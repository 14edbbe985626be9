package pdp1.emu.dev;

/** Receives the lines the paper-tape punch punches, one byte per line (bit 7 = channel 8). */
@FunctionalInterface
public interface PunchSink {

    PunchSink NONE = (frame, timeUs) -> { };

    void punched(int frame, long timeUs);
}
