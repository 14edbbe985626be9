package pdp1.crosscheck;

import pdp1.emu.dev.FioDec;
import pdp1.emu.dev.Typewriter;
import pdp1.emu.dev.TypewriterSink;

/**
 * Watches the codes a program types for a shift into the case the typewriter is already in: a
 * code the paper does not show (it prints nothing) but that costs a strike, 100 ms, and says the
 * program lost track of the case (kimasai.mac's {@code ucase}, after a key struck in capitals).
 * The keyboard strikes a shift only when a key's case differs, so only typed-out codes count.
 */
public final class ShiftCodes implements TypewriterSink {

    private boolean upperCase;
    private String problem;

    /** Watches {@code typewriter} from now on, from the case it is in. */
    public static ShiftCodes watch(Typewriter typewriter) {
        ShiftCodes codes = new ShiftCodes(typewriter.upperCase());
        typewriter.addSink(codes);
        return codes;
    }

    private ShiftCodes(boolean upperCase) {
        this.upperCase = upperCase;
    }

    @Override
    public void character(int code, boolean upperCaseAfter, boolean redRibbon, boolean fromKeyboard, long timeUs) {
        boolean shift = code == FioDec.LOWER_CASE || code == FioDec.UPPER_CASE;
        if (shift && !fromKeyboard && upperCaseAfter == upperCase && problem == null) {
            problem = String.format(java.util.Locale.ROOT, "a shift to %s case (%02o) typed at %.3f s, the typewriter already in %s case",
                    upperCase ? "upper" : "lower", code, timeUs / 1e6, upperCase ? "upper" : "lower");
        }
        upperCase = upperCaseAfter;
    }

    /** The first shift typed into the case in force, for a mismatch; null if none. */
    public String problem() {
        return problem;
    }
}
