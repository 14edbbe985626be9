package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** One loader: a source gives one core image however it is loaded; a bad tape is refused by all. */
class OneImageTest {

    /** Two programs in one source: READ IN stops at the first start, and so does every other way. */
    private static final String TWO_PROGRAMS = "two programs\n100/\ngo,\tlaw 1\n\thlt\n\tstart go\n"
            + "200/\nnext,\tlaw 2\n\thlt\n\tstart next\n";

    /** The first program loads a word of the second, which READ IN never reads: every way gives 0. */
    private static final String LOADS_FROM_THE_SECOND = "two parts\n100/\ngo,\tlac x\n\thlt\n\tstart go\n"
            + "part two\n200/\nx,\t1234\n\tstart go\n";

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    private String dumpOf(String... args) throws IOException {
        Path dump = tmp.resolve("dump-" + System.nanoTime() + ".txt");
        String[] all = Arrays.copyOf(args, args.length + 4);
        all[args.length] = "--dump";
        all[args.length + 1] = dump.toString();
        all[args.length + 2] = "--max-time";
        all[args.length + 3] = "100";
        assertThat(cli.run(all)).as(cli.err()).isZero();
        assertThat(cli.err()).contains("halted at 0101");
        return Files.readString(dump);
    }

    /** The six ways {@code run} loads a source: itself, with READ IN, its block and RIM tapes, each also fast. */
    private String[][] everyRun(Path source) {
        String name = source.getFileName().toString().replace(".mac", "");
        Path bin = tmp.resolve(name + ".rim");
        Path rim = tmp.resolve(name + "-rim.rim");
        assertThat(cli.run("asm", source.toString(), "-o", bin.toString())).isZero();
        assertThat(cli.run("asm", source.toString(), "--rim", "-o", rim.toString())).isZero();
        return new String[][] {
            {"run", source.toString()},
            {"run", source.toString(), "--read-in"},
            {"run", bin.toString()},
            {"run", bin.toString(), "--fast-load"},
            {"run", rim.toString()},
            {"run", rim.toString(), "--fast-load"},
        };
    }

    private static String line(String dump, String address) {
        return dump.lines().filter(l -> l.startsWith(address + ":")).findFirst().orElseThrow();
    }

    @Test
    void aSourceWithTwoStartsLoadsTheFirstProgramWhicheverWay() throws IOException {
        for (String[] way : everyRun(Files.writeString(tmp.resolve("two.mac"), TWO_PROGRAMS))) {
            String dump = dumpOf(way);
            assertThat(line(dump, "000100")).startsWith("000100: 700001 760400");
            assertThat(line(dump, "000200")).as("the second program stays on the tape").startsWith("000200: 000000 000000");
        }
    }

    @Test
    void aWordOfTheSecondPartIsNotLoadedWhicheverWay() throws IOException {
        Path source = Files.writeString(tmp.resolve("parts.mac"), LOADS_FROM_THE_SECOND);
        String[][] ways = everyRun(source);
        for (String[] way : ways) {
            String dump = dumpOf(way);
            assertThat(dump).as(String.join(" ", way)).contains("\nac 000000\n");
            assertThat(line(dump, "000200")).as(String.join(" ", way)).startsWith("000200: 000000");
        }
        Path script = Files.write(tmp.resolve("session.txt"), java.util.List.of("g", "r", "x 200", "q"));
        for (String program : new String[] {ways[0][1], ways[2][1], ways[4][1]}) {     // the source, both tapes
            CliRun debug = new CliRun();
            assertThat(debug.run("debug", program, "--script", script.toString())).as(debug.err()).isZero();
            assertThat(debug.out()).as("debug " + program).contains("halted by hlt at 0101", "AC 000000")
                    .containsPattern("(?m)^0200 .* 000000 ");
        }
    }

    /** A block tape with one bit changed in a block: refused before anything runs, naming the block. */
    @Test
    void aBlockWithABadChecksumIsSaidBeforeTheRun() throws IOException {
        Path source = Files.writeString(tmp.resolve("one.mac"), "one\n100/\ngo,\tlaw 1\n\thlt\n\tstart go\n");
        Path bin = tmp.resolve("one.rim");
        assertThat(cli.run("asm", source.toString(), "-o", bin.toString())).isZero();
        byte[] tape = Files.readAllBytes(bin);
        int loaderEnd = 240 + (21 * 2 + 1) * 3 + 5;              // leader, RIM loader and jmp, gap
        tape[loaderEnd + 7] ^= 1;                                 // a data frame of the block at 0100
        Files.write(bin, tape);
        assertThat(cli.run("run", bin.toString())).isEqualTo(1);
        assertThat(cli.err()).startsWith("pdp1: one.rim: frame ").contains("checksum mismatch in block at 0100");
        assertThat(cli.out()).isEmpty();
    }

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"run", "run --fast-load", "debug", "panel --png x.png"})
    void aTapeCutShortIsRefusedByEveryCommand(String command) throws IOException {
        Path source = Files.writeString(tmp.resolve("one.mac"), "one\n100/\ngo,\tlaw 1\n\thlt\n\tstart go\n");
        Path rim = tmp.resolve("one.rim");
        assertThat(cli.run("asm", source.toString(), "--rim", "-o", rim.toString())).isZero();
        byte[] tape = Files.readAllBytes(rim);
        Files.write(rim, Arrays.copyOf(tape, tape.length - 4));   // the jmp cut off
        String[] words = command.split(" ");
        String[] args = new String[words.length + 1];
        args[0] = words[0];
        args[1] = rim.toString();
        for (int i = 1; i < words.length; i++) {
            args[i + 1] = words[i].endsWith(".png") ? tmp.resolve(words[i]).toString() : words[i];
        }
        assertThat(cli.run(args)).isEqualTo(1);
        assertThat(cli.err()).startsWith("pdp1: one.rim: frame ").contains("the tape ends before the jmp that ends read-in");
    }
}
