package pdp1.emu.panel;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import pdp1.emu.panel.PanelLayout.Key;

/**
 * The machine's own thread: it runs the {@link FrontPanel} in slices of
 * simulated time while RUN is lit, and between slices carries out what the
 * window asked (key presses, switch flips, typed keys), so the machine is
 * only ever touched from this thread. The window never waits for it, and it
 * never waits for the window.
 *
 * <p>Pacing: simulated time is kept in step with the wall clock while running
 * (architecture.md: "real-time pacing is a front-end concern"), measured from
 * the moment RUN lit, so a program that loops shows at the PDP-1's speed.
 */
public final class MachineThread {

    /** Simulated time per slice: short enough for STOP and keys to act at once. */
    static final long SLICE_US = 10_000;

    private final FrontPanel front;
    private final boolean realTime;
    private final BlockingQueue<Runnable> commands = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean quit;

    public MachineThread(FrontPanel front, boolean realTime) {
        this.front = front;
        this.realTime = realTime;
        this.thread = new Thread(this::loop, "pdp1-machine");
        this.thread.setDaemon(true);
    }

    public void start() {
        thread.start();
    }

    /** Runs {@code command} on the machine thread, between slices. */
    public void submit(Runnable command) {
        commands.add(command);
    }

    /** A key press. STOP also interrupts the slice in progress at once. */
    public void press(Key key) {
        if (key == Key.STOP) {
            front.machine().requestStop();
        }
        submit(() -> front.press(key));
    }

    /** Ends the thread and waits for it (the machine stops within a slice). */
    public void shutdown() throws InterruptedException {
        quit = true;
        front.machine().requestStop();
        thread.interrupt();
        thread.join(2_000);
    }

    private void loop() {
        long wallStartNs = 0;
        long simStartUs = 0;
        boolean wasRunning = false;
        try {
            while (!quit) {
                Runnable command = front.isRunning()
                        ? commands.poll()
                        : commands.poll(50, TimeUnit.MILLISECONDS);
                if (command != null) {
                    command.run();
                }
                if (!front.isRunning()) {
                    wasRunning = false;
                    continue;
                }
                if (!wasRunning) {
                    wasRunning = true;
                    wallStartNs = System.nanoTime();
                    simStartUs = front.machine().clock().now;
                }
                front.runSlice(SLICE_US);
                if (realTime) {
                    long aheadUs = (front.machine().clock().now - simStartUs)
                            - (System.nanoTime() - wallStartNs) / 1_000;
                    if (aheadUs > 1_000) {
                        Thread.sleep(aheadUs / 1_000);
                    }
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
