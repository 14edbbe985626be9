package pdp1.serve;

/**
 * Simulated time against wall time over the last second or so: 1.0 when the machine keeps the
 * real PDP-1's pace, less when the server cannot keep up, 0 while it stands still.
 */
final class Speedometer {

    private long fromSimUs = -1;
    private long fromWallMs;
    private double speed;

    /** The speed after a frame at {@code simUs}, {@code wallMs}. */
    double update(long simUs, long wallMs) {
        if (fromSimUs < 0) {
            fromSimUs = simUs;
            fromWallMs = wallMs;
            return 0;
        }
        long wall = wallMs - fromWallMs;
        if (wall >= 1000) {
            speed = (simUs - fromSimUs) / (wall * 1000.0);
            fromSimUs = simUs;
            fromWallMs = wallMs;
        }
        return speed;
    }
}
