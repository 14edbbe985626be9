package pdp1.emu.console;


import java.util.concurrent.BlockingQueue;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.Pacer;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * The machine's own thread: it runs the {@link FrontPanel} on the {@link HostLoop} while RUN is
 * lit, and carries out what the window asked (key presses, switch flips, typed keys) between
 * slices, so the machine is only ever touched from this thread. The window never waits for it,
 * and it never waits for the window.
 *
 * <p>Pacing: the loop's {@link Pacer} keeps simulated time in step with the wall clock while
 * running, re-anchored whenever RUN lights, so a program shows at the PDP-1's speed. After
 * every slice (and every command) {@code afterSlice} runs on this thread: the CRT renders its
 * frame there, from data only this thread writes.
 */
public final class MachineThread {

    /** While stopped, how often the thread looks for work. */
    static final long IDLE_POLL_MS = 30;

    private final FrontPanel front;
    private final HostLoop loop;
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
        this.afterSlice = afterSlice == null ? () -> { } : afterSlice;
        // Keys come from the window's paper, struck as typed: no script, so no wait for a key.
        this.loop = new HostLoop(front.machine(), null).pacer(pacer).frontEnd(this::betweenSlices);
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

    /** A key press. STOP also ends the run in progress at once. */
    public void press(ConsoleKey key) {
        if (key == ConsoleKey.STOP) {
            loop.requestStop("stopped at the console");
        }
        submit(() -> front.press(key));
    }

    /** Ends the thread and waits for it (the machine stops within a slice). */
    public void shutdown() throws InterruptedException {
        quit = true;
        loop.requestStop("the window was closed");
        thread.interrupt();
        thread.join(2_000);
    }

    /** The loop's front end: the window's commands, the frame; a command may have put RUN out. */
    private String betweenSlices(long nowUs) {
        Runnable command;
        while ((command = commands.poll()) != null) {
            command.run();
        }
        afterSlice.run();
        return quit ? "the window was closed" : front.isRunning() ? null : "stopped at the console";
    }

    private void loop() {
        try {
            while (!quit) {
                Runnable command = commands.poll(IDLE_POLL_MS, TimeUnit.MILLISECONDS);
                if (command != null) {
                    command.run();
                }
                front.run(loop);
                afterSlice.run();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
