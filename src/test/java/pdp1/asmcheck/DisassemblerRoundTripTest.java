package pdp1.asmcheck;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.emu.cpu.Disassembler;

/**
 * The emulator's disassembler and the assembler agree: every one of the 2^18 words,
 * disassembled and assembled again by the real assembler, gives the word back. The words go
 * 4096 at a time into one source, one per line, filling core from address 0.
 */
class DisassemblerRoundTripTest {

    private static final int CORE = 010000;

    @Test
    void everyWordSurvivesDisassemblyAndReassembly() {
        for (int base = 0; base < 01000000; base += CORE) {
            StringBuilder source = new StringBuilder("round trip\n0/\n");
            for (int i = 0; i < CORE; i++) {
                source.append('\t').append(Disassembler.disassemble(base + i)).append('\n');
            }
            Assembly a = Assembler.assemble(source.toString(), "roundtrip.mac");
            assertThat(a.errors()).as("words %06o-%06o", base, base + CORE - 1).isEmpty();
            for (int i = 0; i < CORE; i++) {
                int word = base + i;
                assertThat(a.image().get(i)).as("%06o disassembled as '%s'", word, Disassembler.disassemble(word))
                        .isEqualTo(word);
            }
        }
    }
}
