package pdp1.asm;

import java.util.List;
import pdp1.asm.tape.Image;
import pdp1.asm.tape.ObjectCode;

/**
 * One pass over the source, walking each line with macro1's per-line model (docs/assembler.md §5.2): that
 * model, not a grammar, is what makes the output byte-identical to macro1's. Pass 1 only sizes
 * things (labels, literal and variable blocks); pass 2 reports diagnostics and punches.
 *
 * <p>Where macro1 goes silently wrong we report it instead (docs/assembler.md lists each
 * case); where it is merely odd we keep its behaviour.
 */
final class LineWalker {

    private static final int ADDRESS = 07777;
    private static final int WORD = 0777777;

    /** How deep {@code repeat}s may nest on one line (each level is a Java call); real programs use two. */
    static final int MAX_REPEAT_NESTING = 100;
    /**
     * Characters one pass may read again through {@code repeat}s and macro bodies (the file's own
     * lines are not counted): bounds the time of runaway nesting that assembles no words. The
     * programs here read none or a few hundred; a long commented macro body repeated all over
     * core would read a few hundred thousand.
     */
    static final long MAX_EXPANSION = 1L << 22;
    /** Words one pass may assemble: 256 times all of core, far beyond any program or overlay set. */
    static final int MAX_WORDS = 1 << 20;

    private final int pass;
    private final List<String> lines;
    private final Shared shared;
    private final SymbolTable symbols;
    private final Diagnostics diagnostics;
    private final ObjectCode object;
    private final Listing listing;
    final Lexer lx = new Lexer();
    private final Expression expression;

    int clc = 4;                       // each pass starts at location 4 (docs/assembler.md §5.3)
    int radix = 8;
    private boolean titleSet;
    private int lineIndex;
    int lineNo;
    boolean endOfInput;
    boolean errorInLine;
    private int repeatDepth;
    private final MacroProcessor macros;
    private final Expansions expansions;
    private final TextPseudo text;

    // literals (docs/assembler.md §5.6): where the first literal still waiting for a constants was
    private final Literals literals;
    private boolean reportedFullBlock;
    private int firstLiteralLine;
    private int firstLiteralCol;
    private String firstLiteralText = "";

    // variables (docs/assembler.md §5.6)
    private int variableCount;
    private int variablesBase;
    private boolean variablesSeen;
    private int variablesStart;
    private int variablesSize;
    private int variablesLine;
    /** Pass 2: the line that assembled the word at each address, 0 if none yet. */
    private final int[] wordLine = new int[ADDRESS + 1];
    private static final int MAX_OVERLAP_WARNINGS = 5;
    private int overlaps;

    private boolean startSeen;
    /** The location went past 7777 since it was last set; the next word gets a warning. */
    private boolean wrapped;
    /** Words assembled by the current source line, macro expansions included; a repeat stops at all of core. */
    private int wordsThisLine;
    private boolean runaway;
    /** Characters read again so far in this pass, and words assembled (see the limits above). */
    private long expanded;
    private int words;
    /** A limit of the whole pass was reached: the rest of the source is not read. */
    private boolean stopped;
    private Diagnostic stopReason;

    LineWalker(int pass, SourceText source, Shared shared, Diagnostics diagnostics, ObjectCode object, Listing listing) {
        this.pass = pass;
        this.lines = source.lines();
        this.shared = shared;
        this.symbols = shared.symbols;
        this.diagnostics = diagnostics;
        this.object = object;
        this.listing = listing;
        this.variablesBase = shared.variablesBase;
        this.expression = new Expression(this);
        this.macros = new MacroProcessor(this);
        this.expansions = macros.expansions;
        this.text = new TextPseudo(this);
        this.literals = shared.literals;
        literals.startPass();
    }

    boolean isPass2() {
        return pass == 2;
    }

    void run() {
        for (;;) {
            readLine();
            if (endOfInput) {
                break;
            }
            processLine();
        }
        if (pass == 1 || stopped) {
            return;
        }
        if (literals.pending() > 0) {
            diagnostics.add(Diagnostic.Severity.ERROR, firstLiteralLine, firstLiteralCol,
                    "literal with no 'constants' after it (macro1 would put it at address "
                            + octal(literals.base()) + ")", firstLiteralText);
        }
        if (!startSeen) {
            diagnostics.add(Diagnostic.Severity.WARNING, Math.max(lineNo, 1), 1,
                    "no 'start': the tape has no start address", "");
        }
    }

    // ---- input -------------------------------------------------------------------------

    /** The next line: from the innermost macro body, else from the file (docs/assembler.md §5.8). */
    void readLine() {
        errorInLine = false;
        checkInterrupt();
        if (expansions.innermostDone()) {
            Expansions.Frame done = expansions.pop();
            lx.reset(done.callerLine, done.callerCc);
            return;
        }
        if (!expansions.isEmpty() && !stopped) {
            lx.reset(expansions.nextPiece(), 0);
            spend(lx.line.length(), 0);
            return;
        }
        if (lineIndex >= lines.size() || stopped) {
            endOfInput = true;
            lx.reset("", 0);
            return;
        }
        lineNo++;
        wordsThisLine = 0;
        runaway = false;
        String text = lines.get(lineIndex++);
        lx.reset(text, 0);
        if (pass == 2) {
            listing.sourceLine(lineNo, text);
            checkLine(text);
        }
    }

    private void checkLine(String text) {
        int length = SourceText.display(text).length();
        if (length > 94) {
            warning(94, "line longer than 94 characters; macro1 would read the rest as a new line");
        }
    }

    // ---- the per-line model (docs/assembler.md §5.2) -----------------------------------

    void processLine() {
        if (!titleSet) {
            // the first non-empty line, and the first after a start, is the title (docs/assembler.md §5.2)
            if (!SourceText.display(lx.line).isEmpty()) {
                titleSet = true;
                if (pass == 2) {
                    listing.title(SourceText.display(lx.line));
                    if (lx.line.indexOf('\t') >= 0) {
                        warning(0, "this line is taken as the title and not assembled; is the title line missing?");
                    }
                }
            }
            return;
        }
        for (;;) {
            lx.next(false);
            if (endOfInput) {
                return;
            }
            char c = lx.current();
            if (Lexer.isEnd(c)) {
                if (c != '\t') {
                    return;
                }
                continue;
            }
            if (c == '/') {
                return;
            }
            if (setLocationIfSlashFollows()) {
                continue;
            }
            char after = lx.at(lx.term);
            if (after == ',') {
                labelOrAssertion();
                lx.next(false);
                continue;
            }
            if (after == '=') {
                assignment();
                continue;
            }
            if (lx.isSymbol()) {
                Symbol sym = lookupForUse();
                if (sym.kind() == Symbol.Kind.MACRO) {
                    if (macros.invoke(sym)) {
                        return;     // the body comes next; the rest of this line after it
                    }
                    lx.next(false);
                    continue;
                }
                if (sym.kind() == Symbol.Kind.PSEUDO) {
                    if (pseudo(Pseudo.of(sym.value()))) {
                        return;
                    }
                    continue;
                }
            }
            storageWord();
        }
    }

    private boolean restIsComment(int from) {
        for (int i = from; i < lx.line.length(); i++) {
            char c = lx.line.charAt(i);
            if (c == '/' || c == '\n') {
                return true;
            }
            if (c != ' ' && c != '\t') {
                return false;
            }
        }
        return true;
    }

    /** {@code 1000/}: a lexeme run ended by '/' sets the location; the lexeme after '/' is skipped, as in macro1. */
    private boolean setLocationIfSlashFollows() {
        int jx = lx.start;
        while (jx < lx.line.length() && !Lexer.isBlank(lx.at(jx)) && !Lexer.isDone(lx.at(jx))) {
            jx++;
        }
        if (lx.at(jx) != '/') {
            return false;
        }
        int col = lx.start;
        int value = expression.evaluate();
        if (!errorInLine) {
            setLocation(value, col);
        }
        lx.cc = jx + 1;
        lx.next(false);
        if (!Lexer.isEnd(lx.current()) && lx.current() != '/') {
            // macro1 discards the lexeme right after 'NNN/'; code there silently vanishes
            warning(lx.start, Diagnostic.quote(lx.lexeme()) + " right after " + Diagnostic.quote(lx.line.substring(col, jx + 1))
                    + " is skipped, as macro1 does; put a TAB after the '/'");
        }
        return true;
    }

    private void setLocation(int value, int col) {
        if (value > ADDRESS) {
            error(col, "location " + octal(value) + " is beyond 7777: '/' after an expression sets the location;"
                    + " comments need a tab");
            return;
        }
        clc = value;
        wrapped = false;
        if (pass == 2) {
            listing.location(clc);
        }
    }

    private void labelOrAssertion() {
        if (lx.isSymbol()) {
            String name = lx.name();
            int value = expansions.isEmpty() ? clc : clc - expansions.current().origin() & WORD;
            Symbol sym = lookup(name, false, lx.overbar);
            if (definedLaterInPass1(sym)) {
                sym.define(value, Symbol.Kind.LABEL, lineNo);   // the later definition gets the error
            } else if (sym.isDefined() && sym.value() != value && pass == 2) {
                String where = sym.definedAt() > 0 ? " (first defined at line " + sym.definedAt() + ")" : "";
                if (sym.kind() == Symbol.Kind.LABEL) {
                    error(lx.start, "duplicate label " + Diagnostic.quote(name) + where + ": " + octal(sym.value())
                            + " there, " + octal(value) + " here");
                } else {
                    error(lx.start, Diagnostic.quote(name) + " is already defined as " + octal(sym.value()) + where);
                }
            } else {
                sym.define(value, Symbol.Kind.LABEL, lineNo);
            }
        } else if (Lexer.isDigit(lx.current())) {
            int value = 0;
            for (int i = lx.start; i < lx.term; i++) {
                char d = lx.line.charAt(i);
                if (!Lexer.isDigit(d)) {
                    error(lx.start, "malformed number " + Diagnostic.quote(lx.lexeme()));
                    return;
                }
                if (d - '0' >= radix) {
                    error(i, "digit " + d + " is not allowed in radix " + radix);
                    return;
                }
                value = value * radix + d - '0';
            }
            if (value != clc && pass == 2) {
                error(lx.start, "location assertion failed: this is " + octal(clc) + ", not " + octal(value));
            }
        } else {
            error(lx.start, "a label must be a symbol or a number, not " + Diagnostic.quote(lx.lexeme()));
        }
    }

    private void assignment() {
        if (!lx.isSymbol()) {
            error(lx.start, "only a symbol can be assigned with '=', not " + Diagnostic.quote(lx.lexeme()));
            lx.next(false);
            lx.next(false);
            expression.evaluate();
            return;
        }
        int nameStart = lx.start;
        String name = lx.name();
        lx.next(false);
        lx.next(false);
        int value = expression.evaluate();
        define(name, value, Symbol.Kind.ASSIGNED, nameStart);
        if (pass == 2) {
            listing.value(value);
        }
    }

    /** macro1's defineSymbol: labels, permanent symbols, pseudo-ops and macros keep their value in pass 2. */
    void define(String name, int value, Symbol.Kind kind, int col) {
        if (name.isEmpty()) {
            return;
        }
        Symbol sym = lookup(name, false, false);
        if (definedLaterInPass1(sym)) {
            sym.define(value, kind, lineNo);
        } else if (sym.isDefined() && sym.value() != (value & WORD) && sym.kind().fixedInPass2() && pass == 2) {
            error(col, Diagnostic.quote(name) + " is a " + describe(sym) + " and cannot be redefined");
        } else {
            sym.define(value, kind, lineNo);
        }
    }

    /**
     * In pass 2 a symbol still holds its end-of-pass-1 value. If that came from a later line,
     * this line is its first definition: take it, and let the later line report the clash.
     */
    boolean definedLaterInPass1(Symbol sym) {
        return pass == 2 && sym.isUserSymbol() && sym.definedAt() > lineNo;
    }

    static String describe(Symbol s) {
        return switch (s.kind()) {
            case LABEL -> "label (" + octal(s.value()) + ")";
            case MACRO -> "macro";
            case PSEUDO, EXPRESSION_PSEUDO -> "pseudo-op";
            default -> "permanent symbol";
        };
    }

    private void storageWord() {
        int col = lx.start;
        Symbol lead = lx.isSymbol() ? symbols.get(lx.name()).orElse(null) : null;
        Expression.Result r = expression.evaluateTop();
        if (r.barePseudo()) {
            return;
        }
        char c = lx.current();
        if (c == ',') {
            if (r.value() != clc && pass == 2) {
                error(col, "location assertion failed: this is " + octal(clc) + ", not " + octal(r.value()));
            }
        } else if (c == '/') {
            if (r.spaceBeforeSlash()) {
                return;    // already reported; macro1 fails here too
            }
            setLocation(r.value(), col);
            lx.next(false);
        } else {
            checkAddressField(lead, r.value(), col);
            punch(r.value(), col);
        }
    }

    /**
     * The operand of a memory-reference instruction spilled into the opcode: {@code law -5}
     * gives 677773 (docs/assembler.md §5.4). Only the result is checked, so {@code lac .-1} is fine.
     */
    private void checkAddressField(Symbol lead, int value, int col) {
        if (lead == null || lead.kind() != Symbol.Kind.PERMANENT || pass != 2) {
            return;
        }
        int op = lead.value();
        boolean memoryReference = (op & 0017777) == 0 && op != 0 && op >= 0020000 && op <= 0700000
                && op != 0640000 && op != 0660000;
        if (memoryReference && ((value ^ op) & 0760000) != 0) {
            warning(col, "the address does not fit in 12 bits and changed the opcode: "
                    + octal6(op) + " became " + octal6(value) + (op == 0700000 ? " (write 'law i N' for -N)" : ""));
        }
    }

    /** Assembles a word at the location; {@code col} is where its source begins, for warnings. */
    void punch(int value, int col) {
        if (++wordsThisLine > Image.SIZE) {
            if (!runaway) {
                error(col, "this line assembles more than " + Image.SIZE + " words (all of core); check the repeat counts");
            }
            runaway = true;
            return;
        }
        if (++words > MAX_WORDS) {
            stop(col, "the program assembles more than " + MAX_WORDS + " words (" + MAX_WORDS / Image.SIZE
                    + " times all of core)");
            return;
        }
        if (wrapped && pass == 2) {
            warning(col, "the location went past 7777: this word is assembled at " + octal(clc));
        }
        wrapped = false;
        object.word(clc, value);     // pass 1 too: its last block matters to the block tape (BinWriter)
        if (pass == 2) {
            checkOverlap(clc, col);
            listing.word(clc, value);
            wordLine[clc] = lineNo;
        }
        advance(1);
    }

    /** Moves the location on by {@code n}; past 7777 it wraps round to 0000, as in macro1. */
    private void advance(int n) {
        if (clc + n > ADDRESS) {
            wrapped = true;
        }
        clc = clc + n & ADDRESS;
    }

    /**
     * Two words at one address, or a word inside the variables block: macro1 punches both and
     * the later one wins on the tape, silently (docs/assembler.md §5.6 shows variables landing on code).
     */
    private void checkOverlap(int address, int col) {
        boolean overlap = wordLine[address] > 0 || variablesSeen && inVariables(address);
        if (!overlap || ++overlaps > MAX_OVERLAP_WARNINGS) {
            return;
        }
        if (overlaps == MAX_OVERLAP_WARNINGS) {
            warning(col, "location " + octal(address) + " overlaps too; further overlaps are not reported");
        } else if (wordLine[address] > 0) {
            warning(col, "location " + octal(address) + " is assembled again (first at line "
                    + wordLine[address] + "); the later word wins");
        } else if (variablesSeen && inVariables(address)) {
            warning(col, "location " + octal(address) + " is inside the variables block at "
                    + octal(variablesStart) + " (line " + variablesLine + ")");
        }
    }

    private boolean inVariables(int address) {
        return (address - variablesStart & ADDRESS) < variablesSize;
    }

    // ---- symbols ---------------------------------------------------------------------------

    /** An expression whose value is needed. */
    int evaluate() {
        return expression.evaluate();
    }

    /** The current lexeme as a symbol in use (a reference, counted for the cross reference). */
    Symbol lookupForUse() {
        Symbol s = lookup(lx.name(), true, lx.overbar);
        if (pass == 2) {
            s.noteUse(lineNo);
        }
        return s;
    }

    /**
     * macro1's lookup: the dummies of the innermost expansion first, then the table. An
     * overbar name seen for the first time counts toward the variables block (pass 1) or
     * gets the next variable address (pass 2).
     */
    Symbol lookup(String name, boolean forUse, boolean overbar) {
        Symbol d = expansions.dummy(name);
        if (d != null) {
            return d;
        }
        int before = symbols.size();
        Symbol s = symbols.find(name, forUse);
        if (overbar) {
            if (symbols.size() > before) {
                variableCount++;
            } else if (pass == 2 && !s.isDefined() && s.name().equals(name)) {
                if (variablesSeen) {
                    error(lx.start, "variable " + Diagnostic.quote(name) + " is first used after 'variables'; macro1 would"
                            + " place it on top of the block at " + octal(variablesBase));
                }
                s.makeVariable(variablesBase, lineNo);
                variablesBase = variablesBase + 1 & ADDRESS;
                variableCount++;
            }
        }
        return s;
    }

    // ---- literals ----------------------------------------------------------------------------

    /** The address of a literal holding {@code value} (docs/assembler.md §5.6). */
    int literal(int value, int col) {
        if (literals.tooManyBlocks()) {
            error(col, "more than " + Literals.MAX_BLOCKS + " 'constants' blocks");
            return 0;
        }
        if (pass == 1) {
            return literals.count();
        }
        if (literals.pending() == 0) {
            firstLiteralLine = lineNo;
            firstLiteralCol = col + 1;
            firstLiteralText = lx.line;
        }
        if (literals.size() > Literals.MAX_PER_BLOCK && !reportedFullBlock) {
            reportedFullBlock = true;
            error(col, "more than " + Literals.MAX_PER_BLOCK + " literals before one 'constants'");
        }
        return literals.addressOf(value);
    }

    private void constants() {
        if (literals.tooManyBlocks()) {
            error(lx.previousStart, "more than " + Literals.MAX_BLOCKS + " 'constants' blocks");
            return;
        }
        if (pass == 1) {
            advance(literals.closePass1(clc));
            return;
        }
        int size = literals.size();
        if (clc != literals.base()) {
            error(lx.previousStart, "this 'constants' block moved from " + octal(literals.base())
                    + " in pass 1 to " + octal(clc) + " in pass 2; literal addresses would be wrong");
        }
        if (literals.pending() > size) {
            error(lx.previousStart, "literal pool overflow: " + literals.pending() + " literals for the " + size
                    + " places reserved in pass 1");
        }
        listing.location(clc);
        List<Integer> values = literals.closePass2();
        for (int i = 0; i < size; i++) {
            if (i < values.size()) {
                punch(values.get(i), lx.previousStart);     // unused places are skipped, not punched
            } else {
                advance(1);
            }
        }
        reportedFullBlock = false;
    }

    private void variables() {
        if (pass == 2) {
            if (variablesSeen) {
                error(lx.previousStart, "a second 'variables' block: macro1 sizes and places it wrongly");
            }
            listing.location(clc);
            for (int i = 0; i < variableCount; i++) {
                int a = clc + i & ADDRESS;
                if (wordLine[a] > 0) {
                    warning(lx.previousStart, "the variables block covers location " + octal(a)
                            + ", assembled at line " + wordLine[a]);
                    break;
                }
            }
            variablesStart = clc;
            variablesSize = variableCount;
            variablesLine = lineNo;
        }
        variablesSeen = true;
        variablesBase = clc;
        if (pass == 1) {
            shared.variablesBase = clc;
        }
        if (pass == 2 && wrapped && variableCount > 0) {
            warning(lx.previousStart, "the location went past 7777: the variables block is at " + octal(clc));
        } else if (pass == 2 && clc + variableCount > ADDRESS + 1) {
            warning(lx.previousStart, "the variables block goes past 7777: its last "
                    + (clc + variableCount - ADDRESS - 1) + " go to 0000 and on");
        }
        wrapped = false;
        advance(variableCount);
    }

    // ---- pseudo-ops ----------------------------------------------------------------------------

    /** A statement pseudo-op; true if the rest of the line has been dealt with. */
    private boolean pseudo(Pseudo p) {
        switch (p) {
            case CONSTANTS -> {
                lx.next(false);
                constants();
            }
            case VARIABLES -> {
                lx.next(false);
                variables();
            }
            case DEFINE -> {
                lx.next(false);
                macros.define(repeatDepth > 0);
                return false;
            }
            case REPEAT -> {
                repeat();
                return true;
            }
            case START -> start();
            case TEXT -> text.assemble();
            case NOINPUT -> {
                lx.next(false);
                shared.noInput = true;
                object.suppressLoader();
            }
            case EXPUNGE -> {
                lx.next(false);
                if (pass == 1) {
                    symbols.expunge();
                }
            }
            default -> throw new IllegalStateException("not a statement: " + p);
        }
        return false;
    }

    private void repeat() {
        if (repeatDepth >= MAX_REPEAT_NESTING) {
            error(lx.start, "more than " + MAX_REPEAT_NESTING + " nested 'repeat's");
            runaway = true;      // the repeats around this one stop too
            lx.reset(lx.line, lx.line.length());
            return;
        }
        int col = lx.start;
        lx.next(false);
        int count = expression.evaluate() & ADDRESS;
        if (lx.current() == ',') {
            lx.next(false);
        }
        repeatDepth++;
        int from = lx.start;
        String line = lx.line;
        // the first time round reads the line once, as without the repeat; the others read it again
        for (int i = 0; i < count && !runaway && (i == 0 || spend(line.length() - from + 1, col)); i++) {
            lx.reset(line, from);
            processLine();
        }
        lx.reset(line, line.length());
        repeatDepth--;
    }

    private void start() {
        lx.next(false);
        int address = -1;
        if (!Lexer.isDone(lx.current())) {
            if (lx.current() == ' ') {
                lx.next(false);
            }
            address = expression.evaluate() & ADDRESS;
            lx.next(false);
        } else if (lx.current() == '\t' && !restIsComment(lx.cc)) {
            warning(lx.start, "'start' takes its address after a space; what follows the TAB is assembled as a word");
        }
        object.start(address);
        if (pass == 2) {
            if (address >= 0) {
                listing.value(address);
                startSeen = true;
            }
        }
        titleSet = false;      // concatenated tapes: the next line is a new title (docs/assembler.md §5.7)
    }

    /** Counts {@code n} characters read again; false (reported, the pass stopped) beyond {@link #MAX_EXPANSION}. */
    private boolean spend(int n, int col) {
        checkInterrupt();
        expanded += n;
        if (expanded > MAX_EXPANSION && !stopped) {
            stop(col, "more than " + MAX_EXPANSION + " characters of repeated lines and macro bodies"
                    + " (a runaway repeat or macro?)");
        }
        return !stopped;
    }

    /**
     * The thread was interrupted (a server's upload over its budget of time or memory): the pass
     * stops as at a limit, and the assembly ends soon with an error.
     */
    private void checkInterrupt() {
        if (!stopped && Thread.currentThread().isInterrupted()) {
            stop(0, "the assembly was interrupted");
        }
    }

    /** A limit of the whole pass: reported here, and the rest of the source is not read. */
    void stop(int col, String message) {
        String text = message + "; the assembly stops here";
        error(col, text);
        if (!stopped) {
            stopReason = new Diagnostic(null, lineNo, col + 1, Diagnostic.Severity.ERROR, text, lx.line);
        }
        stopped = true;
        runaway = true;
    }

    /** Where and why the pass stopped at a limit, or null if it read the whole source. */
    /** Pass 2: the source line that assembled each address's word (0: none), a copy. */
    int[] wordLines() {
        return wordLine.clone();
    }

    Diagnostic stopReason() {
        return stopReason;
    }

    /** The current line's repeats stop (a limit was reached inside them). */
    void abandonRepeats() {
        runaway = true;
    }

    // ---- diagnostics ---------------------------------------------------------------------------

    /** An error at a 0-based column of the current line; reported in pass 2 only, as macro1 does. */
    void error(int col, String message) {
        errorInLine = true;
        if (pass == 2 && !stopped) {      // after a stop, what is left half-read is not the user's mistake
            Macro m = expansions.current();
            String where = m == null ? "" : " (in macro '" + m.name + "')";
            if (diagnostics.add(Diagnostic.Severity.ERROR, lineNo, col + 1, message + where, lx.line)) {
                listing.diagnostic("error: " + message + where);
            }
        }
    }

    void warning(int col, String message) {
        if (pass == 2 && !stopped) {
            if (diagnostics.add(Diagnostic.Severity.WARNING, lineNo, col + 1, message, lx.line)) {
                listing.diagnostic("warning: " + message);
            }
        }
    }

    void errorAt(int line, int col, String message, String text) {
        errorInLine = true;
        if (pass == 2 && !stopped) {
            if (diagnostics.add(Diagnostic.Severity.ERROR, line, col, message, text)) {
                listing.diagnostic("error: " + message);
            }
        }
    }

    static String octal(int v) {
        return Listing.octal(v, 4);   // not String.format: messages may be built millions of times
    }

    static String octal6(int v) {
        return Listing.octal(v, 6);
    }

    static String show(char c) {
        if (c == SourceText.NUL_MARK) {
            return "NUL (byte 000)";
        }
        if (c >= ' ' && c < 0177) {
            return "'" + c + "'";
        }
        return "byte " + Listing.octal(c, 3);
    }
}
