package pdp1.asm.tape;

/** Instruction words that tapes are made of. */
final class Words {

    static final int DIO = 0320000;
    static final int JMP = 0600000;
    /** Bits 0-4, the opcode (docs/machine.md §2.1); bit 5 (indirect) is ignored by read-in. */
    static final int OPCODE = 0760000;
    static final int ADDRESS = 07777;

    private Words() {
    }

    /** Ones'-complement sum with end-around carry, not normalising -0 (docs/machine.md §4.7). */
    static int onesAdd(int sum, int word) {
        int s = sum + word;
        return s > 0777777 ? (s & 0777777) + 1 : s;
    }
}
