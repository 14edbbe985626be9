package pdp1.emu.debug;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Locale;
import java.util.TreeSet;
import pdp1.emu.Machine;
import pdp1.emu.Snapshot;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.cpu.Cpu;
import pdp1.emu.cpu.TextTrace;
import pdp1.emu.cpu.TraceSink;
import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.file.OutputFile;
import pdp1.emu.state.StateListing;
import pdp1.emu.state.StateTable;
import pdp1.emu.host.HostLoop;
import pdp1.emu.host.RunEnd;

/**
 * A DDT-flavoured debugger for teaching: one command per line, one answer per
 * command. It looks at the machine from outside: examining and depositing
 * touch core only (not AC, not the clock), unlike the console switches
 * (docs/machine.md §1.4), so looking never changes what the program does.
 *
 * <p>Every command is parsed and checked completely before it acts, so a bad
 * command prints one line starting with {@code ?} and changes nothing.
 * Runs ({@code g}, {@code c}) are bounded by a simulated-time limit so a
 * program that never stops returns control ({@code set limit}).
 */
public final class Debugger {

    static final String PROMPT = "pdp1> ";

    /** Default simulated time one {@code g} or {@code c} may run. */
    static final long DEFAULT_LIMIT_US = 10_000_000;
    /** {@code s N}: at most this many lines of trace in one command. */
    static final int MAX_STEPS = 10_000;
    /** {@code l ADDR}: this many words when no end is given. */
    static final int LIST_LENGTH = 020;

    static final String HELP = """
            x ADDR[,ADDR2]      examine: label, octal word, signed decimal, instruction
            ADDR/               the same as x ADDR, as DDT opens a word (100/  loop+3/)
            l [ADDR[,ADDR2]]    list (disassemble) a range; alone: the next 20 words
            d ADDR VALUE        deposit a word: octal, or an instruction such as  lac i count+1
            b [ADDR] / nb [ADDR] set / remove a breakpoint (b alone lists, nb alone clears all)
            g [ADDR]            start (START: clears OV, I/O and break state) and run
            c                   continue from where the machine stopped
            s [N]               step N instructions (default 1), one trace line each
            r [all|SECTION|REG] registers, clock and instruction count; all: every device's
                                state too; tty, ptr, ptp, dpy: one device; ac: one register
            set REG VALUE       REG: any register r shows as settable (ac io pc ... tty.buf
                                ptr.rb); also  set limit SECONDS
            t FILE / t off      trace every instruction to FILE / stop tracing
            save FILE / restore FILE   snapshot of the whole machine, devices included
            sym [NAME]          value of a symbol (alone: all symbols)
            type TEXT           strike keys on the typewriter (\\n: carriage return); g or c runs
            q                   quit
            ADDR and VALUE: octal, a symbol, symbol+offset; values may be instructions.""";

    private final Machine machine;
    private final Symbols symbols;
    private final int startAddress;
    private final PrintWriter out;
    private final Arguments arguments;
    private final WordFormat format;
    private final TreeSet<Integer> breakpoints = new TreeSet<>();
    private long limitUs = DEFAULT_LIMIT_US;
    private int nextList;
    private OutputFile traceFile;
    private String traceFailure;
    private volatile boolean running;
    private Path traceFileName;
    private TraceSink fileTrace;
    private Typewriter typewriter;
    private HostLoop loop;
    private Runnable beforeReport = () -> { };

    /**
     * @param startAddress where {@code g} alone starts (the program's start), or -1: the PC
     */
    public Debugger(Machine machine, Symbols symbols, int startAddress, PrintWriter out) {
        this.machine = machine;
        this.symbols = symbols;
        this.startAddress = startAddress;
        this.out = out;
        this.arguments = new Arguments(machine, symbols);
        this.format = new WordFormat(symbols);
        this.nextList = startAddress >= 0 ? startAddress : machine.cpu().pc;
        this.loop = new HostLoop(machine, null);
    }

    /**
     * Lets {@code type} strike keys on the standard machine's typewriter (the machine debugged), and
     * makes sure what it printed ends its line before the debugger answers ({@code endLine} does that).
     */
    public void attachDevices(StandardMachine pdp1, Runnable endLine) {
        this.typewriter = pdp1.typewriter();
        this.loop = HostLoop.on(pdp1);      // a run that waits for a key says so, as run's does
        this.beforeReport = endLine;
    }

    /** Where command lines come from: a script, a pipe, or a person at a terminal. */
    @FunctionalInterface
    public interface Commands {
        /** Shows {@code prompt} and returns the next line, or null at the end of the input. */
        String next(String prompt) throws IOException;
    }

    /**
     * Commands read from {@code in}, the prompt written to {@code out}.
     *
     * @param echo true for a script: each command is printed after the prompt,
     *             so the output reads as a transcript
     */
    public static Commands reading(BufferedReader in, PrintWriter out, boolean echo) {
        return prompt -> {
            out.print(prompt);
            out.flush();
            String line = in.readLine();
            if (line == null) {
                out.println();                     // end the prompt's line
            } else if (echo) {
                out.println(line);                 // a terminal echoes what a person types itself
            }
            return line;
        };
    }

    /** Reads and executes commands until {@code q} or the end of input. */
    public void run(Commands in) throws IOException {
        while (true) {
            String line = in.next(PROMPT);
            if (line == null || !execute(line)) {
                break;
            }
        }
        close();
        out.flush();
    }

    /** {@link #run(Commands)} on lines from {@code in}; {@code echo} as for {@link #reading}. */
    public void run(BufferedReader in, boolean echo) throws IOException {
        run(reading(in, out, echo));
    }

    /**
     * Executes one command line; an error is printed as one line, never thrown.
     *
     * @return false when the command was {@code q}
     */
    public boolean execute(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return true;
        }
        if (text.endsWith("/") && text.length() > 1 && text.indexOf(' ') < 0) {
            text = "x " + text.substring(0, text.length() - 1);      // DDT's way to look at a word
        }
        int space = text.indexOf(' ');
        String command = (space < 0 ? text : text.substring(0, space)).toLowerCase(Locale.ROOT);
        String args = space < 0 ? "" : text.substring(space + 1).strip();
        try {
            switch (command) {
                case "x" -> examine(args);
                case "l" -> list(args);
                case "d" -> deposit(args);
                case "b" -> breakpoint(args);
                case "nb" -> noBreakpoint(args);
                case "g" -> go(args);
                case "c" -> {
                    Arguments.none(command, args);
                    resume();
                }
                case "s" -> step(args);
                case "r" -> registers(args);
                case "set" -> set(args);
                case "t" -> trace(args);
                case "save" -> save(args);
                case "restore" -> restore(args);
                case "sym" -> symbol(args);
                case "type" -> type(args);
                case "help", "?" -> out.println(HELP);
                case "q", "quit" -> {
                    return false;
                }
                default -> throw new DebugException("unknown command '" + command + "' (help lists them)");
            }
        } catch (DebugException e) {
            out.println("? " + e.getMessage());
        }
        out.flush();
        return true;
    }

    /**
     * Ctrl-C from a script's or a pipe's session (a signal, any thread): ends the {@code g} or
     * {@code c} in progress, and the commands go on; false when no run was in progress.
     */
    public boolean interrupt() {
        if (running) {
            loop.requestStop("stopped by Ctrl-C");
            return true;
        }
        return false;
    }

    /** Closes the trace file, if any. */
    public void close() {
        stopTraceFile();
    }

    // ---- looking at core ------------------------------------------------------------

    private void examine(String args) {
        int[] range = arguments.range(args, 1);
        for (int a = range[0]; a <= range[1]; a++) {
            out.println(format.lineWithDecimal(a, machine.core()[a]));
        }
    }

    private void list(String args) {
        int[] range = args.isEmpty()
                ? new int[] {nextList, Math.min(nextList + LIST_LENGTH - 1, memoryWords() - 1)}
                : arguments.range(args, LIST_LENGTH);
        for (int a = range[0]; a <= range[1]; a++) {
            out.println(format.line(a, machine.core()[a]));
        }
        nextList = (range[1] + 1) % memoryWords();
    }

    private void deposit(String args) {
        int space = args.indexOf(' ');
        if (space < 0) {
            throw new DebugException("usage: d ADDR VALUE");
        }
        int address = arguments.address(args.substring(0, space));
        int word = arguments.value(args.substring(space + 1), address);
        int old = machine.core()[address];
        machine.core()[address] = word;
        out.println(format.line(address, word) + "   (was " + WordFormat.word(old) + ")");
    }

    private void symbol(String args) {
        if (args.isEmpty()) {
            if (symbols.isEmpty()) {
                out.println("no symbols (a tape carries none; debug the .mac source to have them)");
            }
            symbols.all().entrySet().stream()
                    .sorted(java.util.Map.Entry.comparingByValue())
                    .forEach(e -> out.println(e.getKey() + " = " + WordFormat.word(e.getValue())));
            return;
        }
        int value = symbols.value(args)
                .orElseThrow(() -> new DebugException("no symbol '" + args + "'"));
        out.println(args + " = " + WordFormat.word(value));
    }

    // ---- breakpoints ----------------------------------------------------------------

    private void breakpoint(String args) {
        if (args.isEmpty()) {
            if (breakpoints.isEmpty()) {
                out.println("no breakpoints");
            }
            breakpoints.forEach(a -> out.println("breakpoint at " + format.addressWithLabel(a)));
            return;
        }
        int address = arguments.address(args);
        breakpoints.add(address);
        machine.addBreakpoint(address);
        out.println("breakpoint at " + format.addressWithLabel(address));
    }

    private void noBreakpoint(String args) {
        if (args.isEmpty()) {
            breakpoints.clear();
            machine.clearBreakpoints();
            out.println("all breakpoints removed");
            return;
        }
        int address = arguments.address(args);
        if (!breakpoints.remove(address)) {
            throw new DebugException("no breakpoint at " + format.addressWithLabel(address));
        }
        machine.removeBreakpoint(address);
        out.println("breakpoint removed at " + format.addressWithLabel(address));
    }

    // ---- running --------------------------------------------------------------------

    private void go(String args) {
        int address = args.isEmpty() ? (startAddress >= 0 ? startAddress : machine.cpu().pc) : arguments.address(args);
        machine.start(address);
        resume();
    }

    private void resume() {
        RunEnd end;
        running = true;
        try {
            end = loop.limit(machine.clock().now + limitUs).run();
        } finally {
            running = false;
        }
        beforeReport.run();
        out.println(StopReport.describe(end, machine, format, limitUs));
        reportTraceFailure();
    }

    private void step(String args) {
        int n = args.isEmpty() ? 1 : Arguments.decimal(args, "step count");
        if (n < 1 || n > MAX_STEPS) {
            throw new DebugException("step count must be 1 to " + MAX_STEPS);
        }
        TextTrace text = new TextTrace(out);
        boolean[] executed = new boolean[1];
        TraceSink console = (pc, ov, ac, io, pf, word, ea, operand) -> {
            executed[0] = true;
            text.instruction(pc, ov, ac, io, pf, word, ea, operand);
        };
        TraceSink both = fileTrace == null ? console : (pc, ov, ac, io, pf, word, ea, operand) -> {
            console.instruction(pc, ov, ac, io, pf, word, ea, operand);
            fileTrace.instruction(pc, ov, ac, io, pf, word, ea, operand);
        };
        machine.setTrace(both);
        try {
            for (int i = 0; i < n; i++) {
                long t0 = machine.clock().now;
                executed[0] = false;
                StopReason stop = machine.step();
                if (stop != StopReason.STEPPED) {
                    beforeReport.run();
                    out.println(StopReport.describe(stop, machine, format, limitUs));
                    break;
                }
                if (!executed[0]) {
                    // no instruction ran: an IOT re-fetched while it waits, or a break was entered
                    out.println(machine.cpu().ioh
                            ? "waiting at " + format.addressWithLabel(machine.cpu().pc) + " for its I/O to complete ("
                                + (machine.clock().now - t0) + " us); c runs on until it does"
                            : "break entered: PC " + format.addressWithLabel(machine.cpu().pc));
                }
            }
        } finally {
            machine.setTrace(fileTrace);
            reportTraceFailure();
        }
    }

    private void type(String args) {
        if (typewriter == null) {
            throw new DebugException("this machine has no typewriter");
        }
        if (args.isEmpty()) {
            throw new DebugException("usage: type TEXT");
        }
        String text = args.replace("\\n", "\n");
        for (char c : text.toCharArray()) {
            if (FioDec.fromAscii(c) == FioDec.NONE) {
                throw new DebugException("the typewriter has no key for '" + c + "'");
            }
        }
        typewriter.type(text);
        out.println("typed " + text.length() + (text.length() == 1 ? " key" : " keys")
                + "; they strike while the program runs (g or c)");
    }

    private void registers() {
        registers("");
    }

    /** The state table: the processor's registers, or everything, or one section or register. */
    private void registers(String args) {
        StateTable table = machine.state();
        String what = args.strip();
        if (what.isEmpty()) {
            // the console's registers and switches, then the clock
            StateListing.sections(table, r -> r.access() == StateTable.Access.SETTABLE && !r.name().contains("."),
                    false, this::shown).forEach(out::println);
            out.println("clock " + table.require("CLOCK").value() + " us  " + table.require("INSNS").value() + " instructions");
            return;
        }
        if (what.equalsIgnoreCase("all")) {
            StateListing.sections(table, r -> true, true, this::shown).forEach(out::println);
            return;
        }
        StateTable.Register one = table.register(what).orElse(null);
        if (one != null) {
            out.println(one.name() + " " + shown(one) + "  (" + one.bits() + (one.bits() == 1 ? " bit" : " bits") + ", "
                    + access(one) + "): " + one.description());
            return;
        }
        StateTable section = sectionOf(table, what);
        if (section == null) {
            throw new DebugException("no register or device '" + what + "' (r all lists them)");
        }
        StateListing.sections(section, r -> true, true, this::shown).forEach(out::println);
    }

    /** The items of one section ({@code tty}) as a table of their own, or null if there is none. */
    private static StateTable sectionOf(StateTable table, String section) {
        String prefix = section.toUpperCase(Locale.ROOT) + ".";
        StateTable part = new StateTable();
        StateTable.Section s = part.section("");
        boolean any = false;
        for (StateTable.Register r : table.registers()) {
            if (r.name().toUpperCase(Locale.ROOT).startsWith(prefix)) {
                s.register(r.name(), r.bits(), r.access(), r.description(), r.reader(), r.writer());
                any = true;
            }
        }
        for (StateTable.Timer t : table.timers()) {
            if (t.name().toUpperCase(Locale.ROOT).startsWith(prefix)) {
                s.timer(t.name(), t.description(), t.event(), t.horizonUs());
            }
        }
        for (StateTable.Contents c : table.contents()) {
            if (c.name().toUpperCase(Locale.ROOT).startsWith(prefix)) {
                s.contents(c.name(), c.maxBytes(), c.description(), c.reader(), c.writer());
                any = true;
            }
        }
        return any ? part : null;
    }

    private String shown(StateTable.Register r) {
        return r.name().equals("PC") ? format.addressWithLabel((int) r.value()) : StateListing.value(r);
    }

    private static String access(StateTable.Register r) {
        return switch (r.access()) {
            case SETTABLE -> "settable";
            case SHOWN -> "read only";
            case INTERNAL -> "internal";
        };
    }

    private void set(String args) {
        String[] parts = args.split("\\s+", 2);
        if (parts.length < 2) {
            throw new DebugException("usage: set REG VALUE (REG: " + String.join(" ", machine.state().settableNames())
                    + "), or set limit SECONDS");
        }
        if (parts[0].equalsIgnoreCase("limit")) {
            limitUs = Arguments.seconds(parts[1]);
            out.println("g and c stop after " + parts[1] + " s of simulated time");
            return;
        }
        StateTable table = machine.state();
        StateTable.Register r = table.register(parts[0])
                .filter(reg -> reg.access() == StateTable.Access.SETTABLE)
                .orElseThrow(() -> new DebugException("no register '" + parts[0] + "' to set ("
                        + String.join(" ", table.settableNames()) + " limit)"));
        int value = r.name().equals("PC") || r.name().equals("TA")
                ? arguments.address(parts[1])
                : arguments.bounded(parts[1], (int) Math.min(r.max(), Cpu.WORD), r.name() + " (" + r.description() + ")");
        r.set(value);
        registers(r.name());
    }

    // ---- files ----------------------------------------------------------------------

    private void trace(String args) {
        if (args.isEmpty()) {
            throw new DebugException("usage: t FILE or t off");
        }
        if (args.equals("off")) {
            if (traceFile == null) {
                throw new DebugException("no trace is being written");
            }
            stopTraceFile();
            return;
        }
        Path path = Arguments.file(args, "t FILE or t off");
        OutputFile file;
        Writer writer;
        try {
            file = OutputFile.create("t", path, why -> {
                traceFailure = why;
                loop.requestStop(why);
            });
            writer = file.writer();
        } catch (IOException e) {
            throw new DebugException(reason(e));
        }
        stopTraceFile();
        traceFile = file;
        traceFileName = path;
        fileTrace = new TextTrace(writer);
        machine.setTrace(fileTrace);
        out.println("tracing every instruction to " + path);
    }

    /**
     * Ends the trace: the file is synced and moved into place, or, when a write failed (a full
     * disk), left out and the older file kept; said either way.
     */
    private void stopTraceFile() {
        if (traceFile == null) {
            return;
        }
        machine.setTrace(null);
        try {
            traceFile.commit();
            traceFile.close();
        } catch (IOException e) {
            traceFile.failed(e);
        }
        if (traceFile.failure() != null) {
            out.println("? " + traceFile.failure());
        } else {
            out.println("trace to " + traceFileName + " closed");
        }
        traceFailure = null;
        traceFile = null;
        traceFileName = null;
        fileTrace = null;
    }

    /** After a run or a step: a trace file that could not be written is closed, and said so. */
    private void reportTraceFailure() {
        if (traceFailure != null) {
            stopTraceFile();
        }
    }

    /** The whole machine's snapshot: the state table and core. */
    private void save(String args) {
        Path path = Arguments.file(args, "save FILE");
        try {
            Snapshot.save(machine, path, "save");
        } catch (IOException e) {
            throw new DebugException(reason(e));         // "save: cannot write FILE: the reason"
        }
        out.println("saved the machine (" + machine.clock().now + " us) to " + path);
    }

    /** Restores a snapshot; a bad file is reported before anything changes (Snapshot reads it all first). */
    private void restore(String args) {
        Path path = Arguments.file(args, "restore FILE");
        try {
            Snapshot.restore(machine, path);
        } catch (NoSuchFileException e) {
            throw new DebugException("no such file: " + path);
        } catch (IOException e) {
            throw new DebugException(reason(e));
        }
        out.println("restored the machine from " + path);
        registers();
    }

    private int memoryWords() {
        return machine.core().length;
    }

    private static String octal2(int v) {
        return (v < 010 ? "0" : "") + Integer.toOctalString(v);
    }

    private static String reason(IOException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }
}
