package pdp1.crosscheck.measure;

import pdp1.emu.cpu.Disassembler;

/**
 * One change to one word of a program: the word at {@code address} becomes {@code mutated}.
 *
 * @param operator which kind of change (an operation swapped, an address moved, ...), for a report
 */
public record Mutant(int address, int original, int mutated, String operator) {

    /** "add -> sub: add 1234 -> sub 1234", the words disassembled. */
    public String change() {
        return operator + ": " + Disassembler.disassemble(original) + " -> " + Disassembler.disassemble(mutated);
    }
}
