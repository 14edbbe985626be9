package pdp1.emu.panel;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import java.io.ByteArrayOutputStream;
import org.junit.jupiter.api.Test;
import pdp1.emu.Machine;
import pdp1.emu.front.Speakers;

/** The panel's sound: the session's recording goes on unchanged whatever the Sound toggle does. */
class PanelSoundTest {

    /** stf 1, clf 1 and a jmp back: 0.5 s of its sound, the speakers toggled on and off on the way if asked. */
    private static byte[] tone(boolean toggle) {
        Machine m = new Machine();
        m.load(0100, 0760011, 0760001, 0600100);
        m.start(0100);
        ByteArrayOutputStream wav = new ByteArrayOutputStream();
        PanelSound sound = new PanelSound(m, (s, n) -> {
            for (int i = 0; i < n; i++) {
                wav.write(s[i]);
                wav.write(s[i] >> 8);
            }
        });
        for (int slice = 1; slice <= 50; slice++) {
            m.run(slice * 10_000L);
            sound.afterSlice();
            if (toggle && slice == 20) {
                String said = sound.setSpeakers(true);
                assertThat(said).isIn("sound on: program flags 1-4 to the speakers", "no sound device to play on");
                sound.setSpeakers(false);
            }
        }
        sound.close();
        return wav.toByteArray();
    }

    @Test
    void theRecordingDoesNotHearTheToggle() {
        assertThat(tone(true)).isEqualTo(tone(false)).as("0.5 s of 16-bit samples").hasSize(48_000);
    }

    @Test
    void withoutASoundDeviceTheToggleSaysSo() {
        assumeFalse(Speakers.available(), "this host has speakers");
        Machine m = new Machine();
        PanelSound sound = new PanelSound(m, null);
        assertThat(sound.setSpeakers(true)).isEqualTo("no sound device to play on");
        assertThat(sound.speakersOn()).isFalse();
        assertThat(sound.setSpeakers(false)).isEqualTo("sound off");
    }
}
