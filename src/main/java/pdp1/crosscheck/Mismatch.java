package pdp1.crosscheck;

/** The PDP-1 program and the reference engine disagree (or the program misbehaved). */
public final class Mismatch extends Exception {

    public Mismatch(String message) {
        super(message);
    }
}
