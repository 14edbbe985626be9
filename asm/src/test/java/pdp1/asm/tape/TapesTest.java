package pdp1.asm.tape;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;

class TapesTest {

    /** lac 5, hlt at 100; start 100. */
    private static final String TWO_WORDS = "two\n100/\n\tlac 5\n\thlt\nstart 100\n";

    private static Assembly assemble(String source) {
        Assembly a = Assembler.assemble(source, "t.mac");
        assertThat(a.errors()).isEmpty();
        return a;
    }

    private static byte[] frames(int... values) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (int v : values) {
            out.write(v);
        }
        return out.toByteArray();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void rimTapeIsLeaderDioWordPairsJmpAndOneTrailerFrame() {
        byte[] expected = concat(new byte[240],
                frames(0232, 0201, 0200, 0220, 0200, 0205),    // dio 100, 200005
                frames(0232, 0201, 0201, 0276, 0204, 0200),    // dio 101, 760400
                frames(0260, 0201, 0200),                      // jmp 100
                new byte[1]);
        assertThat(assemble(TWO_WORDS).rimTape()).isEqualTo(expected);
    }

    @Test
    void binTapeIsLoaderThenChecksummedBlockThenJmp() {
        byte[] tape = assemble(TWO_WORDS).binTape();
        int loaderEnd = 240 + (21 * 2 + 1) * 3;
        assertThat(Arrays.copyOfRange(tape, loaderEnd, loaderEnd + 5)).as("gap after the loader").isEqualTo(new byte[5]);
        byte[] block = frames(
                0232, 0201, 0200,     // dio 100
                0232, 0201, 0202,     // dio 102 (last+1)
                0220, 0200, 0205,     // 200005
                0276, 0204, 0200,     // 760400
                0202, 0206, 0211);    // checksum 020611: 320100+320102+200005+760400, end-around carry
        assertThat(Arrays.copyOfRange(tape, loaderEnd + 5, loaderEnd + 5 + 15)).isEqualTo(block);
        assertThat(Arrays.copyOfRange(tape, loaderEnd + 20, tape.length))
                .isEqualTo(concat(new byte[5], frames(0260, 0201, 0200), new byte[1]));
    }

    @Test
    void binTapeLoaderHasTheTwentyOneWordsOfTheReference() throws TapeFormatException {
        Image image = Tapes.read(assemble(TWO_WORDS).binTape(), "t.rim");
        int[] loader = {0730002, 0327760, 0107760, 0327776, 0730002, 0327777, 0730002, 0000000, 0217760,
            0407776, 0247776, 0447760, 0527777, 0607757, 0207776, 0407777, 0730002, 0327776, 0527776,
            0760400, 0607751};
        for (int i = 0; i < loader.length; i++) {
            assertThat(image.get(07751 + i)).as("loader word at %04o", 07751 + i).isEqualTo(loader[i]);
        }
    }

    @Test
    void blocksBreakAtMultiplesOf100AndWhereTheLocationJumps() {
        Assembly a = assemble("b\n176/\n\t1\n\t2\n\t3\n\t4\n300/\n\t5\nstart 176\n");
        byte[] tape = a.binTape();
        int at = 240 + 43 * 3 + 5;
        // block 176-177, block 200-201, block 300
        assertThat(Arrays.copyOfRange(tape, at, at + 6)).isEqualTo(frames(0232, 0201, 0276, 0232, 0202, 0200));
        at += (2 + 2 + 1) * 3 + 5;
        assertThat(Arrays.copyOfRange(tape, at, at + 6)).isEqualTo(frames(0232, 0202, 0200, 0232, 0202, 0202));
        at += (2 + 2 + 1) * 3 + 5;
        assertThat(Arrays.copyOfRange(tape, at, at + 6)).isEqualTo(frames(0232, 0203, 0200, 0232, 0203, 0201));
    }

    @Test
    void withoutStartTheLastBlockOfPass1GoesFirstAsInMacro1() {
        byte[] tape = assemble("n\n100/\n\t1\n\t2\n").binTape();
        int at = 240 + 43 * 3 + 5;
        byte[] block = frames(0232, 0201, 0200, 0232, 0201, 0202, 0200, 0200, 0201, 0200, 0200, 0202,
                0264, 0202, 0205);    // dio 100, dio 102, 1, 2, checksum 640205
        assertThat(Arrays.copyOfRange(tape, at, tape.length)).isEqualTo(concat(block, new byte[5], new byte[1]));
    }

    @Test
    void withoutStartALastBlockChangedByPass2IsPunchedAgainAndLoadsLast() throws TapeFormatException {
        Assembly a = assemble("n\n100/\n\tjmp x\nx,\t0\n");
        Image image = Tapes.read(a.binTape(), "n.rim");
        assertThat(image.get(0100)).as("pass 2's jmp x, not pass 1's jmp 0").isEqualTo(0600101);
    }

    @Test
    void noinputLeavesTheLoaderOffButKeepsTheGap() {
        byte[] tape = assemble("n\nnoinput\n100/\n\t1\nstart 100\n").binTape();
        assertThat(Arrays.copyOfRange(tape, 240, 245)).isEqualTo(new byte[5]);
        assertThat(Arrays.copyOfRange(tape, 245, 248)).isEqualTo(frames(0232, 0201, 0200));
    }

    @Test
    void bothTapesReadBackToTheAssembledImage() throws TapeFormatException {
        Assembly a = assemble("r\n100/\na,\tlac (5\n\tjmp a\n\tconstants\n7700/\n\t-0\nstart a\n");
        Image fromRim = Tapes.read(a.rimTape(), "t.rim");
        assertThat(fromRim).isEqualTo(a.image());
        Image fromBin = Tapes.read(a.binTape(), "t.bin");
        a.image().forEach((addr, word) -> assertThat(fromBin.get(addr)).isEqualTo(word));
        assertThat(fromBin.startAddress()).isEqualTo(0100);
        assertThat(fromBin.size()).isEqualTo(a.image().size() + 21);
    }

    @Test
    void aDamagedBlockIsNamedByFrameAndAddress() {
        byte[] tape = assemble(TWO_WORDS).binTape();
        int dataFrame = 240 + 43 * 3 + 5 + 6;       // first frame of the first data word
        tape[dataFrame + 2] ^= 1;
        assertThatThrownBy(() -> Tapes.read(tape, "game.rim"))
                .isInstanceOf(TapeFormatException.class)
                .hasMessage("game.rim: frame " + (dataFrame + 7) + ": checksum mismatch in block at 0100"
                        + " (tape 020611, computed 020610)");
    }

    @Test
    void aTapeCutInsideABlockSaysSo() {
        byte[] tape = assemble(TWO_WORDS).binTape();
        byte[] cut = Arrays.copyOf(tape, 240 + 43 * 3 + 5 + 9);
        assertThatThrownBy(() -> Tapes.read(cut, "cut.rim"))
                .hasMessageContaining("cut.rim: frame").hasMessageContaining("tape ends inside the block at 0100");
    }

    @Test
    void aTapeCutInsideAWordSaysSo() {
        byte[] cut = Arrays.copyOf(assemble(TWO_WORDS).rimTape(), 242);
        assertThatThrownBy(() -> Tapes.read(cut, "c.rim")).hasMessage("c.rim: frame 241: tape ends inside a word");
    }

    @Test
    void aBlankTapeHasNoData() {
        assertThatThrownBy(() -> Tapes.read(new byte[300], "blank.rim")).hasMessage("blank.rim: frame 301: no data on the tape");
    }

    @Test
    void aWordThatIsNeitherDioNorJmpInTheReadInPartIsRejected() {
        byte[] tape = concat(new byte[10], frames(0220, 0200, 0205));
        assertThatThrownBy(() -> Tapes.read(tape, "x.rim"))
                .hasMessage("x.rim: frame 11: expected 'dio' or 'jmp' in the read-in part, found 200005");
    }

    @Test
    void framesWithoutChannel8AreSkippedAsRpbDoes() throws TapeFormatException {
        byte[] tape = concat(frames(0232, 0001, 0201, 0200, 0220, 0200, 0205, 0077), frames(0260, 0201, 0200));
        Image image = Tapes.read(tape, "s.rim");
        assertThat(image.get(0100)).isEqualTo(0200005);
        assertThat(image.startAddress()).isEqualTo(0100);
    }

    @Test
    void defaultTapeNameReplacesTheExtensionWithRim() {
        assertThat(Tapes.defaultName(java.nio.file.Path.of("dir", "game.mac"))).isEqualTo(java.nio.file.Path.of("dir", "game.rim"));
        assertThat(Tapes.defaultName(java.nio.file.Path.of("game"))).isEqualTo(java.nio.file.Path.of("game.rim"));
    }
}
