package pdp1.asm;

import java.util.List;

/**
 * A macro definition (docs/assembler.md §5.8): its body text, stored verbatim, and its dummy symbols.
 * Dummy 0 is {@code R}, the location at the start of the expansion. As in macro1 the dummies
 * belong to the definition and hold the values of the latest call (arguments are evaluated
 * at call time; they are values, not text), which is why macros cannot recurse.
 */
final class Macro {

    final String name;
    final String body;
    /** R, then the dummies in order. */
    final Symbol[] dummies;
    /** Expansions of this macro being read now (kept by {@link Expansions}); more than 0 forbids a call. */
    int reading;

    Macro(String name, List<String> dummyNames, String body) {
        this.name = name;
        this.body = body;
        this.dummies = new Symbol[dummyNames.size() + 1];
        dummies[0] = new Symbol("R", 0, Symbol.Kind.ASSIGNED);
        for (int i = 0; i < dummyNames.size(); i++) {
            dummies[i + 1] = new Symbol(dummyNames.get(i), 0, Symbol.Kind.ASSIGNED);
        }
    }

    int argumentCount() {
        return dummies.length - 1;
    }

    Symbol dummy(String symbolName) {
        for (Symbol d : dummies) {
            if (d.name().equals(symbolName)) {
                return d;
            }
        }
        return null;
    }

    /** R: where the expansion began; labels in the body are relative to it. */
    int origin() {
        return dummies[0].value();
    }
}
