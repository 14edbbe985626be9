package pdp1.emu.cpu;

/**
 * How the CPU runs a program. Both do the same thing to the machine, cycle for cycle; the
 * translator is faster on code that runs many times.
 */
public enum Engine {
    /** Every instruction fetched, decoded and done by {@code Cpu.perform}. */
    INTERPRETER,
    /** Hot basic blocks run as JVM bytecode ({@link Block}); everything else interpreted. */
    TRANSLATOR
}
