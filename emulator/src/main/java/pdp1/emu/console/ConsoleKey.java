package pdp1.emu.console;

/** The console's momentary keys and its two single-step toggles, with the names printed on them. */
public enum ConsoleKey {
    START("START"), START_SBM("START SBM"), STOP("STOP"), CONTINUE("CONTINUE"),
    EXAMINE("EXAMINE"), DEPOSIT("DEPOSIT"), READ_IN("READ IN"),
    SINGLE_STEP("SINGLE STEP"), SINGLE_INST("SINGLE INST");

    public final String label;

    ConsoleKey(String label) {
        this.label = label;
    }
}
