package pdp1.emu.panel;

import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import pdp1.emu.front.Pacer;
import pdp1.emu.panel.PanelLayout.Key;

/**
 * The machine's own thread: it runs the {@link FrontPanel} in slices of
 * simulated time while RUN is lit, and between slices carries out what the
 * window asked (key presses, switch flips, typed keys), so the machine is
 * only ever touched from this thread. The window never waits for it, and it
 * never waits for the window.
 *
 * <p>Pacing: a {@link Pacer} keeps simulated time in step with the wall clock
 * while running (docs/emulator.md, "Time is simulated": pacing is the front end's business),
 * re-anchored whenever RUN lights, so a program shows at the PDP-1's speed.
 * After every slice (and every command) {@code afterSlice} runs on this
 * thread: the CRT renders its frame there, from data only this thread writes.
 */
public final class MachineThread {

    /** Simulated time per slice: short enough for STOP and keys to act at once. */
    static final long SLICE_US = 10_000;
    /** While stopped, how often the thread looks for work. */
    static final long IDLE_POLL_MS = 30;

    private final FrontPanel front;
    private final Pacer pacer;
    private final Runnable afterSlice;
    private final BlockingQueue<Runnable> commands = new LinkedBlockingQueue<>();
    private final Thread thread;
    private volatile boolean quit;

    /**
     * @param pacer      keeps the run at real speed, or null to run flat out
     * @param afterSlice work for the machine's thread between slices (a CRT frame), or null
     */
    public MachineThread(FrontPanel front, Pacer pacer, Runnable afterSlice) {
        this.front = front;
        this.pacer = pacer;
        this.afterSlice = afterSlice == null ? () -> { } : afterSlice;
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
            front.stopNow();
        }
        submit(() -> front.press(key));
    }

    /** Ends the thread and waits for it (the machine stops within a slice). */
    public void shutdown() throws InterruptedException {
        quit = true;
        front.stopNow();
        thread.interrupt();
        thread.join(2_000);
    }

    private void loop() {
        boolean wasRunning = false;
        try {
            while (!quit) {
                Runnable command = front.isRunning()
                        ? commands.poll()
                        : commands.poll(MachineThread.IDLE_POLL_MS, TimeUnit.MILLISECONDS);
                if (command != null) {
                    command.run();
                }
                boolean running = front.isRunning();
                if (running) {
                    if (!wasRunning && pacer != null) {
                        pacer.reset();
                    }
                    front.runSlice(SLICE_US);
                    if (pacer != null) {
                        pacer.pace(front.machine().clock().now);
                    }
                }
                wasRunning = running;
                afterSlice.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
