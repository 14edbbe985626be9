package pdp1.emu;

/**
 * How a PDP-1 is configured: memory size (Type 15 extension, docs/machine.md §1.3, §4.12),
 * the Type 10 multiply/divide option (§2.5) and the 16-channel sequence break system (§4.11).
 *
 * @param memoryWords          4096..65536, a multiple of 4096 (one field = 4096 words)
 * @param mulDiv               true: op 54/56 are {@code mul}/{@code div}; false: {@code mus}/{@code dis}
 * @param sixteenChannelBreaks true: the 16-channel break system; false: the standard one channel
 */
public record MachineOptions(int memoryWords, boolean mulDiv, boolean sixteenChannelBreaks) {

    public static final int FIELD_WORDS = 4096;
    public static final int MAX_WORDS = 65536;

    public MachineOptions {
        if (memoryWords < FIELD_WORDS || memoryWords > MAX_WORDS || memoryWords % FIELD_WORDS != 0) {
            throw new IllegalArgumentException("memory size " + memoryWords
                    + " words: must be 4096 to 65536 words, in steps of 4096 (one field)");
        }
    }

    /** 4096 words, Type 10 multiply/divide installed, the one-channel break system. */
    public static MachineOptions standard() {
        return new MachineOptions(FIELD_WORDS, true, false);
    }

    public MachineOptions withMemoryWords(int words) {
        return new MachineOptions(words, mulDiv, sixteenChannelBreaks);
    }

    public MachineOptions withMulDiv(boolean installed) {
        return new MachineOptions(memoryWords, installed, sixteenChannelBreaks);
    }

    public MachineOptions withSixteenChannelBreaks(boolean installed) {
        return new MachineOptions(memoryWords, mulDiv, installed);
    }
}
