package pdp1.emu.panel;

import pdp1.emu.console.MachineThread;

import pdp1.emu.Machine;
import pdp1.emu.front.FlagVoices;
import pdp1.emu.front.Speakers;

/**
 * The panel's sound of program flags 1-4 (docs/music.md): to the speakers while the window's
 * SOUND toggle is on, and to a WAV file for the whole session when one was asked for. Everything
 * here runs on the machine's thread ({@link MachineThread#submit}, {@link #afterSlice}).
 */
public final class PanelSound {

    private final Machine machine;
    private final FlagVoices.Output recording;     // a WAV file, or null
    private final FlagVoices voices;
    private Speakers speakers;

    /** @param recordingOrNull where the whole session's sound goes besides the speakers */
    public PanelSound(Machine machine, FlagVoices.Output recordingOrNull) {
        this.machine = machine;
        this.recording = recordingOrNull;
        // one voice set for the session: the recording does not change when the speakers do
        this.voices = new FlagVoices(this::play, machine.clock().now, machine.cpu().pf);
        machine.cpu().setFlagSink(voices);
    }

    /** True while the speakers play. */
    public boolean speakersOn() {
        return speakers != null;
    }

    /**
     * Turns the speakers on or off; returns what the status line should say (no sound device is
     * said, never thrown).
     */
    public String setSpeakers(boolean on) {
        if (on == (speakers != null)) {
            return on ? "sound on" : "sound off";
        }
        afterSlice();                                      // what was made so far goes where it went
        if (!on) {
            speakers.close();
            speakers = null;
            return "sound off";
        }
        try {
            speakers = Speakers.open();
            return "sound on: program flags 1-4 to the speakers";
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
    }

    /** Between slices: the sound up to the machine's time. */
    public void afterSlice() {
        voices.serve(machine.clock().now);
    }

    /** The end: the last sound out, the speakers closed. */
    public void close() {
        afterSlice();
        machine.cpu().setFlagSink(null);
        if (speakers != null) {
            speakers.close();
            speakers = null;
        }
    }

    private void play(short[] samples, int count) {
        if (recording != null) {
            recording.samples(samples, count);
        }
        if (speakers != null) {
            speakers.samples(samples, count);
        }
    }
}
