package pdp1.emu.front;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import org.jline.terminal.Attributes;
import org.jline.terminal.Attributes.InputFlag;
import org.jline.terminal.Attributes.LocalFlag;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.ExternalTerminal;
import org.junit.jupiter.api.Test;
import pdp1.emu.dev.StandardMachine;

/** The terminal as the typewriter's keyboard, on a terminal of the test's own (no real tty). */
class TerminalKeyboardTest {

    /** A terminal whose line discipline runs in this process, so Ctrl-C raises its signal here. */
    private static Terminal terminal(PipedInputStream keys) throws Exception {
        return new ExternalTerminal("test", "xterm", keys, new ByteArrayOutputStream(), StandardCharsets.UTF_8);
    }

    @Test
    void afterCtrlZAndFgTheTerminalIsRawAgain() throws Exception {
        PipedInputStream keys = new PipedInputStream(new PipedOutputStream());
        try (Terminal t = terminal(keys);
             TerminalKeyboard keyboard = TerminalKeyboard.on(t, StandardMachine.create().typewriter())) {
            assertThat(t.getAttributes().getLocalFlag(LocalFlag.ICANON)).as("raw while playing").isFalse();
            Attributes cooked = new Attributes(t.getAttributes());      // what the shell puts back on Ctrl-Z
            cooked.setLocalFlag(LocalFlag.ICANON, true);
            cooked.setLocalFlag(LocalFlag.ECHO, true);
            cooked.setInputFlag(InputFlag.ICRNL, true);
            t.setAttributes(cooked);

            t.raise(Terminal.Signal.CONT);                             // fg

            Attributes now = t.getAttributes();
            assertThat(now.getLocalFlag(LocalFlag.ICANON)).as("keys without Enter").isFalse();
            assertThat(now.getLocalFlag(LocalFlag.ECHO)).as("no double echo").isFalse();
            assertThat(now.getInputFlag(InputFlag.ICRNL)).as("Enter is a carriage return, not a newline").isFalse();
        }
    }

    @Test
    void keysGoToTheTypewriterAndCtrlCEndsTheRun() throws Exception {
        PipedOutputStream typing = new PipedOutputStream();
        PipedInputStream keys = new PipedInputStream(typing);
        StandardMachine pdp1 = StandardMachine.create();
        try (Terminal t = terminal(keys); TerminalKeyboard keyboard = TerminalKeyboard.on(t, pdp1.typewriter())) {
            assertThat(keyboard.takesKeys()).isTrue();
            typing.write('a');
            typing.flush();
            while (pdp1.typewriter().keysQueued() == 0) {         // a lost key: the hang guard
                assertThat(keyboard.serve(0)).isNull();
                Thread.sleep(10);
            }
            assertThat(pdp1.typewriter().keysQueued()).isEqualTo(1);
            typing.write(3);
            typing.flush();
            String why = null;
            while (why == null) {                                 // a lost ^C: the hang guard
                why = keyboard.serve(0);
                Thread.sleep(10);
            }
            assertThat(why).isEqualTo("stopped at the console");
        }
    }
}
