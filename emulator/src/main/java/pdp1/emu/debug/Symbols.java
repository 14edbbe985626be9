package pdp1.emu.debug;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * The program's symbols, both ways: a name to its value, and an address to
 * the nearest label at or below it ({@code loop+3}), as DDT shows addresses.
 * Names are case-sensitive and significant to six characters, as in MACRO
 * (docs/assembler.md §5.3).
 */
public final class Symbols {

    /** An address is shown as {@code label+offset} only this close to its label. */
    static final int MAX_OFFSET = 0100;

    public static final Symbols NONE = new Symbols(Map.of());

    private final Map<String, Integer> byName = new TreeMap<>();
    private final TreeMap<Integer, String> byAddress = new TreeMap<>();

    /** Every symbol is also a label (tests, small programs). */
    public Symbols(Map<String, Integer> labels) {
        this(labels, labels);
    }

    /**
     * @param names  every user symbol, name to value ({@code sym} and expressions see these)
     * @param labels the ones that name places in core ({@code loop,}): only these name
     *               addresses in listings, so a constant such as {@code n=12} never does
     */
    public Symbols(Map<String, Integer> names, Map<String, Integer> labels) {
        names.forEach((name, value) -> byName.put(significant(name), value));
        // the alphabetically first label wins an address, so output is stable
        labels.forEach((name, value) -> byAddress.merge(value, name, (a, b) -> a.compareTo(b) <= 0 ? a : b));
    }

    /** The value of {@code name}, if the program defines it. */
    public Optional<Integer> value(String name) {
        return Optional.ofNullable(byName.get(significant(name)));
    }

    /** All symbols by name, for listing. */
    public Map<String, Integer> all() {
        return java.util.Collections.unmodifiableMap(byName);
    }

    /** {@code loop}, {@code loop+3}, or empty when no label is near. */
    public Optional<String> symbolic(int address) {
        Map.Entry<Integer, String> below = byAddress.floorEntry(address);
        if (below == null || address - below.getKey() >= MAX_OFFSET) {
            return Optional.empty();
        }
        int offset = address - below.getKey();
        return Optional.of(offset == 0 ? below.getValue() : below.getValue() + "+" + Integer.toOctalString(offset));
    }

    public boolean isEmpty() {
        return byName.isEmpty();
    }

    private static String significant(String name) {
        return name.length() > 6 ? name.substring(0, 6) : name;
    }
}
