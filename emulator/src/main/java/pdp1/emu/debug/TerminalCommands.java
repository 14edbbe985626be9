package pdp1.emu.debug;

import java.io.IOException;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;
import pdp1.emu.Machine;

/**
 * A person at a terminal typing debugger commands: JLine's line editing and
 * history. Ctrl-C while the program runs is the console's STOP; at the prompt
 * it clears the line; Ctrl-D ends the session.
 */
public final class TerminalCommands implements Debugger.Commands, AutoCloseable {

    private final Terminal terminal;
    private final LineReader reader;

    private TerminalCommands(Terminal terminal, Machine machine) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder().terminal(terminal).build();
        // JLine takes over INT while it reads a line; outside (during g, c, s) it stops the run.
        terminal.handle(Terminal.Signal.INT, signal -> machine.requestStop());
    }

    /** The process's terminal; call only when there is one ({@code System.console() != null}). */
    public static TerminalCommands open(Machine machine) throws IOException {
        return new TerminalCommands(TerminalBuilder.builder().system(true).jna(false).jansi(false).build(), machine);
    }

    @Override
    public String next(String prompt) {
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException e) {
            return "";
        } catch (EndOfFileException e) {
            return null;
        }
    }

    @Override
    public void close() throws IOException {
        terminal.close();
    }
}
