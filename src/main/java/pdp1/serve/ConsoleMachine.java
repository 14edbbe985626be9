package pdp1.serve;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;
import pdp1.asm.tape.Image;
import pdp1.emu.MachineOptions;
import pdp1.emu.dev.ControlBoxes;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Transcript;
import pdp1.emu.front.FlagVoices;
import pdp1.emu.host.Pacer;
import pdp1.emu.console.FrontPanel;
import pdp1.emu.console.Lamps;
import pdp1.emu.console.MachineThread;
import pdp1.emu.console.ConsoleKey;

/**
 * One tab's PDP-1: a standard machine on the console's {@link MachineThread}, at the real
 * machine's speed, with the tab that owns it and any tabs that watch it. Between slices, on the
 * machine's thread, it makes a display frame about {@link #FRAME_MS} apart and hands it, the new
 * paper and a changed status line to every viewer; what the owner sends is carried out there too.
 */
final class ConsoleMachine {

    /** A display frame at most every 33 ms of wall time: 30 a second. */
    static final long FRAME_MS = 33;
    /** The page's sound: program flags 1-4 at 24 000 samples a second, 16 bits (docs/classroom.md). */
    static final int SOUND_RATE = 24_000;
    /** Type byte of a sound message. */
    static final byte SOUND_TYPE = 2;

    /** The largest upload: a source or a tape of 1 MiB (base64 in the message is a third more). */
    static final int MAX_UPLOAD_BYTES = 1 << 20;

    private final String id;
    private final String address;
    private volatile long awaySince;     // System.nanoTime() when the owner's tab went away
    private final String secret;         // the owner's: takes the machine back after a lost connection
    private volatile Viewer owner;       // null while its tab is away (a lost connection)
    private final boolean realTime;
    private final Uploads uploads;
    private final AtomicBoolean uploading = new AtomicBoolean();   // one upload at a time is read for it
    private final List<Viewer> viewers = new CopyOnWriteArrayList<>();
    private volatile Running current;
    private volatile boolean stopped;

    /** The machine of the moment: a new one for each program loaded. */
    private final class Running {
        final StandardMachine pdp1;
        final FrontPanel front;
        final MachineThread thread;
        final Transcript newPaper = new Transcript();
        final Lamps lamps = new Lamps();
        final Speedometer speed = new Speedometer();
        long pointsSent;
        long lastFrameMs;
        volatile String statusSent = "";          // also the room's list's, read from the server's threads
        boolean controlBoxesTold;                 // the viewers know the program reads the control boxes
        long frameTimeSent = -1;
        volatile String title;
        int[] lampsSent = {};

        FlagVoices voices;                        // made when a tab first asks for sound
        final java.io.ByteArrayOutputStream samples = new java.io.ByteArrayOutputStream();

        /** @param options the Type 10 multiply-divide or not, as the page asked for the program (docs/classroom.md) */
        Running(MachineOptions options) {
            pdp1 = StandardMachine.create(options);
            front = FrontPanel.of(pdp1);
            thread = new MachineThread(front, realTime ? new Pacer() : null, this::afterSlice);
            pdp1.typewriter().addSink(newPaper);
        }

        /** On the machine's thread: the flags heard from now on. */
        void listen() {
            if (voices == null) {
                voices = new FlagVoices(this::heard, pdp1.machine().clock().now, pdp1.machine().cpu().pf, SOUND_RATE);
                pdp1.machine().cpu().setFlagSink(voices);
            }
        }

        private void heard(short[] s, int n) {
            for (int i = 0; i < n; i++) {
                samples.write(s[i]);
                samples.write(s[i] >> 8);
            }
        }

        /** The sound since the last frame, to the tabs that listen. */
        void sendSound(long now) {
            if (voices == null) {
                return;
            }
            voices.serve(now);
            if (samples.size() == 0) {
                return;
            }
            byte[] pcm = samples.toByteArray();
            samples.reset();
            byte[] block = java.nio.ByteBuffer.allocate(8 + pcm.length).order(java.nio.ByteOrder.LITTLE_ENDIAN)
                    .put(SOUND_TYPE).put((byte) 0).putShort((short) 0).putInt(pcm.length / 2).put(pcm).array();
            viewers.forEach(v -> {
                if (v.wantsSound()) {
                    v.sound(block);
                }
            });
        }

        /** On the machine's thread, between slices (and every 30 ms while it stands still). */
        void afterSlice() {
            long wallMs = System.nanoTime() / 1_000_000;
            if (wallMs - lastFrameMs < FRAME_MS) {
                return;
            }
            lastFrameMs = wallMs;
            long now = pdp1.machine().clock().now;
            sendSound(now);
            if (newPaper.length() > 0) {
                String text = newPaper.text();
                String ribbon = newPaper.ribbon();
                newPaper.clear();
                viewers.forEach(v -> v.paper(text, ribbon));
            }
            String status = front.status();
            if (!status.equals(statusSent)) {
                statusSent = status;
                String message = Messages.status(status);
                viewers.forEach(v -> v.message(message));
            }
            if (!controlBoxesTold && pdp1.controlBoxes().read()) {
                controlBoxesTold = true;
                String message = Messages.controlBoxes();
                viewers.forEach(v -> v.message(message));
            }
            front.sample(lamps);
            int[] shown = {lamps.pc, lamps.ma, lamps.mb, lamps.ac, lamps.io, lamps.ir, lamps.pf, lamps.ss, lamps.tw,
                lamps.ta, DisplayFrame.flags(lamps)};
            boolean drew = pdp1.points().total() != pointsSent;
            if (!drew && now == frameTimeSent && java.util.Arrays.equals(shown, lampsSent)) {
                return;                           // standing still, a switch not flipped: nothing new to show
            }
            lampsSent = shown;
            byte[] frame = DisplayFrame.encode(now, speed.update(now, wallMs), lamps, pdp1.points(), pointsSent);
            pointsSent = pdp1.points().total();
            frameTimeSent = now;
            byte[] watched = viewers.stream().anyMatch(Viewer::readOnly) ? DisplayFrame.readOnly(frame) : null;
            viewers.forEach(v -> v.frame(v.readOnly() ? watched : frame));
        }
    }

    /** @param realTime at the real PDP-1's speed (false: flat out, for tests) */
    /** @param address the owner's computer, as its requests come from it */
    ConsoleMachine(String id, String secret, String address, Viewer owner, boolean realTime, Uploads uploads) {
        this.id = id;
        this.address = address;
        this.uploads = uploads;
        this.secret = secret;
        this.realTime = realTime;
        this.owner = owner;
        viewers.add(owner);
        current = new Running(MachineOptions.standard());
        current.thread.start();
    }

    String id() {
        return id;
    }

    /** What the room's list shows of a machine: read from another thread, as a lamp would be. */
    record Summary(String id, String title, String status, long simulatedUs, int watchers, boolean tabAway) {
    }

    Summary summary() {
        Running r = current;
        int watchers = (int) viewers.stream().filter(Viewer::readOnly).count();
        return new Summary(id, r.title, r.statusSent, r.pdp1.machine().clock().now, watchers, ownerless());
    }

    String address() {
        return address;
    }

    /** When its tab went away ({@link System#nanoTime}); meaningful while {@link #ownerless}. */
    long awaySince() {
        return awaySince;
    }

    String secret() {
        return secret;
    }

    /** True if {@code offered} is the owner's secret; compared in constant time, so that timing tells nothing of it. */
    boolean ownedBy(String offered) {
        return ClassroomServer.sameSecret(secret, offered);
    }

    /** True while no tab owns the machine: its connection was lost, and it may come back. */
    boolean ownerless() {
        return owner == null;
    }

    /** The owner's tab is gone; the machine runs on, without it, until a tab takes it back or it expires. */
    synchronized void ownerGone(Viewer gone) {
        if (owner == gone) {
            awaySince = System.nanoTime();
            viewers.remove(gone);
            owner = null;
        }
    }

    /**
     * A tab that came back (its page reconnected): it owns the machine again and is shown it as
     * it is. Returns the connection it replaces (one whose loss the server has not seen yet), or null.
     */
    synchronized Viewer adopt(Viewer tab) {
        Viewer was = owner;
        if (was != null) {
            viewers.remove(was);
        }
        owner = tab;
        watch(tab);
        return was;
    }

    /** A tab that watches: it gets the paper so far, then what every other viewer gets. */
    void watch(Viewer watcher) {
        Running r = current;
        r.thread.submit(() -> {
            if (r.title != null) {
                watcher.message(Messages.loaded(r.title));
            }
            watcher.message(Messages.status(r.front.status()));
            if (r.controlBoxesTold) {
                watcher.message(Messages.controlBoxes());
            }
            Transcript paper = r.pdp1.transcript();
            if (paper.length() > 0) {
                watcher.paper(paper.text(), paper.ribbon());
            }
            r.frameTimeSent = -1;                 // a frame for it at once
            viewers.add(watcher);
        });
    }

    void forget(Viewer viewer) {
        viewers.remove(viewer);
    }

    /** Stops the machine and tells the watchers; the owner's tab is gone. */
    void stop() {
        stopped = true;
        Viewer was = owner;
        if (was != null) {
            viewers.remove(was);
        }
        viewers.forEach(v -> v.close(Viewer.NO_SUCH_MACHINE, "the machine's tab was closed"));
        try {
            current.thread.shutdown();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The server is stopping: every tab of the machine is told so and closed once it has read it; they are returned. */
    List<Viewer> serverStopping() {
        List<Viewer> told = List.copyOf(viewers);
        String message = Messages.error("the classroom's server was stopped: this page will try again until it is back");
        told.forEach(v -> {
            v.message(message);
            v.closeAfterSending(Viewer.GOING_AWAY, "the server was stopped");
        });
        return told;
    }

    /** A tab (the owner or a watcher) turns the flags' sound on or off for itself. */
    void sound(Viewer viewer, boolean on) {
        viewer.wantSound(on);
        if (on) {
            Running r = current;
            r.thread.submit(r::listen);
        }
    }

    /** What the owner ({@code from}) sent; a refusal goes back to it as an error message, the machine goes on. */
    void command(PageMessage message, Viewer from) {
        Running r = current;
        if (message instanceof PageMessage.Typed k) {
            r.thread.submit(() -> {
                try {
                    r.pdp1.typewriter().type(k.character());
                } catch (IllegalArgumentException e) {
                    if (from != null) {
                        from.message(Messages.error(e.getMessage()));
                    }
                }
            });
        } else if (message instanceof PageMessage.Press p) {
            r.thread.press(p.key());
        } else if (message instanceof PageMessage.Switch s) {
            r.thread.submit(() -> setSwitch(r, s.bank(), s.bit(), s.up()));
        } else if (message instanceof PageMessage.Controls c) {
            ControlBoxes boxes = r.pdp1.controlBoxes();
            boxes.release(~c.bits());
            boxes.press(c.bits());
        } else if (message instanceof PageMessage.Pen p) {
            // a tap on the tube: the light pen touched to it there (docs/machine.md §4.8)
            r.thread.submit(() -> r.pdp1.display().touch(p.x(), p.y()));
        } else if (message instanceof PageMessage.Load load) {
            Catalogue.Entry entry = Catalogue.entry(load.program());
            replace(entry.title(), options(load.mulDiv()), next -> {
                Catalogue.load(entry, next.pdp1);
                next.front.press(ConsoleKey.CONTINUE);
            });
        } else if (message instanceof PageMessage.Upload u) {
            upload(u, from);
        } else if (message instanceof PageMessage.Sound s) {
            sound(from, s.on());
        }
    }

    /**
     * An upload is read (assembled) on the {@link Uploads} thread, one at a time for this
     * machine; the new program replaces the old when it is read, and a refusal goes to {@code from}.
     */
    private void upload(PageMessage.Upload u, Viewer from) {
        MachineOptions options = options(u.mulDiv());
        if (!uploading.compareAndSet(false, true)) {
            throw new IllegalArgumentException(u.name() + ": the last upload is still being read; send this one when it is loaded");
        }
        uploads.read(u.name(), u.data(), program -> {
            uploading.set(false);
            replace(u.name(), options, next -> {
                if (program.assembled()) {
                    program.loadInto(next.pdp1.machine());
                    if (program.start() != Image.NO_START) {
                        next.pdp1.machine().cpu().ta = program.start();
                    }
                }
                program.mount(next.pdp1.reader());
            });
        }, refusal -> {
            uploading.set(false);
            if (from != null) {
                from.message(Messages.error(refusal));
            }
        });
    }

    /** The machine a load or an upload asks for: the standard one, without the Type 10 when not {@code mulDiv}. */
    private static MachineOptions options(boolean mulDiv) {
        return MachineOptions.standard().withMulDiv(mulDiv);
    }

    /** A new machine for a new program: the old one stops, the viewers see it start empty. */
    private synchronized void replace(String title, MachineOptions options, java.util.function.Consumer<Running> setUp) {
        if (stopped) {
            return;
        }
        Running old = current;
        try {
            old.thread.shutdown();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return;
        }
        Running next = new Running(options);
        next.title = title;
        if (viewers.stream().anyMatch(Viewer::wantsSound)) {
            next.listen();                        // before its thread starts: the sound goes on with the new program
        }
        setUp.accept(next);
        // current before the messages: an upload is loaded here on the upload thread, and what
        // the owner sends once it reads "loaded" (START) must reach the new machine
        current = next;
        String clear = Messages.clear();
        String loaded = Messages.loaded(title);
        viewers.forEach(v -> {
            v.message(clear);
            v.message(loaded);
        });
        next.thread.start();
    }

    /** A switch put up or down (its bank and bit checked already): flipped only when it is the other way. */
    private static void setSwitch(Running r, String bank, int bit, boolean up) {
        int ss = r.pdp1.machine().cpu().ss;
        int ta = r.pdp1.machine().cpu().ta;
        int tw = r.pdp1.machine().cpu().tw;
        switch (bank) {
            case "sense" -> {
                if (((ss >> (6 - bit)) & 1) != (up ? 1 : 0)) {
                    r.front.toggleSense(bit);
                }
            }
            case "address" -> {
                if (((ta >> (17 - bit)) & 1) != (up ? 1 : 0)) {
                    r.front.toggleAddress(bit);
                }
            }
            case "testword" -> {
                if (((tw >> (17 - bit)) & 1) != (up ? 1 : 0)) {
                    r.front.toggleTestWord(bit);
                }
            }
            default -> { }
        }
    }
}
