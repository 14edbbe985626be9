package pdp1.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static pdp1.cli.RunCommandTest.program;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import pdp1.asm.Assembler;
import pdp1.emu.Machine;
import pdp1.emu.Snapshot;

/**
 * Hostile input, seeded: mutated tapes, snapshots, debugger scripts, key files and option lines,
 * each case through the command line as a user runs it. Every case must end (a bound on
 * simulated time, a timeout on the whole), with an exit code the command documents and no Java
 * stack trace; every Kalah board printed under a storm of keys must hold all 48 seeds. A
 * failure names the seed and the case. The default run is small; {@code -Dpdp1.excludedGroups=none}
 * also runs the large one (tagged long).
 */
class HostileInputsFuzzTest {

    private static final long SEED = 1962;
    private static final Set<Integer> EXIT_CODES = Set.of(0, 1, 2);
    private static final Pattern STORE = Pattern.compile("store\\s+n\\s+(\\d+)\\s+s\\s+(\\d+)\\s*");
    private static final Pattern PIT = Pattern.compile("[a-f](\\d+)");

    @TempDir
    Path tmp;

    private final CliRun cli = new CliRun();

    @Test
    void aFewOfEach() throws IOException {
        fuzz(40);
    }

    @Test
    @Tag("long")
    void manyOfEach() throws IOException {
        fuzz(1000);
    }

    private void fuzz(int perClass) throws IOException {
        Random random = new Random(SEED);
        tapes(random, perClass);
        snapshots(random, perClass);
        scripts(random, perClass);
        keyFiles(random, perClass);
        optionLines(random, perClass);
        kalahKeyStorms(random, Math.max(4, perClass / 10));
    }

    /** Runs one case; its exit code must be documented and its output free of stack traces. */
    private int check(String what, int i, String... args) {
        int code = cli.run(args);
        String label = "seed " + SEED + ", " + what + " case " + i + ": " + String.join(" ", args);
        assertThat(EXIT_CODES).as(label + "\n" + cli.err()).contains(code);
        assertThat(cli.err() + cli.out()).as(label).doesNotContain("\tat ", "Exception", "Error:");
        return code;
    }

    private void tapes(Random random, int n) throws IOException {
        List<byte[]> tapes = new ArrayList<>();
        for (String name : List.of("hello.mac", "echo.mac", "squares.mac")) {
            tapes.add(Assembler.assemble(program(name)).binTape());
            tapes.add(Assembler.assemble(program(name)).rimTape());
        }
        for (int i = 0; i < n; i++) {
            byte[] tape = mutate(random, tapes.get(random.nextInt(tapes.size())));
            Path file = Files.write(tmp.resolve("t" + i + ".rim"), tape);
            String[] how = random.nextBoolean() ? new String[0] : new String[] {"--fast-load"};
            List<String> args = new ArrayList<>(List.of("run", file.toString(), "--fast", "--display", "none",
                    "--max-time", "2"));
            args.addAll(List.of(how));
            check("tape", i, args.toArray(String[]::new));
        }
    }

    private void snapshots(Random random, int n) throws IOException {
        Machine m = new Machine();
        m.cpu().ac = 0123456;
        Path good = tmp.resolve("good.snap");
        Snapshot.save(m, good, "save");
        byte[] bytes = Files.readAllBytes(good);
        for (int i = 0; i < n; i++) {
            Path snap = Files.write(tmp.resolve("s" + i + ".snap"), mutate(random, bytes));
            Path script = Files.writeString(tmp.resolve("s" + i + ".txt"), "restore " + snap + "\nr\nq\n");
            int code = check("snapshot", i, "debug", program("hello.mac").toString(), "--script", script.toString());
            assertThat(code).isZero();
            assertThat(cli.out()).as("seed %d, snapshot case %d", SEED, i)
                    .containsAnyOf("restored the machine from", "? ");
        }
    }

    private static final String[] COMMANDS = {"x", "l", "d", "b", "nb", "g", "c", "s", "r", "set", "t", "save",
        "restore", "sym", "type", "help", "zz", "x 100", "d 100 lac i 7777", "set ac 777777", "set limit 0.01",
        "s 3", "b go", "g 77777777", "type \\n", "x go+1", "d 100 (((1", "set pc -1", "t off"};

    private void scripts(Random random, int n) throws IOException {
        for (int i = 0; i < n; i++) {
            StringBuilder b = new StringBuilder("set limit 0.05\n");
            for (int k = 0; k < 8; k++) {
                String command = COMMANDS[random.nextInt(COMMANDS.length)];
                // a garbled file command would name a file in the working directory: those stay whole
                boolean namesFile = command.startsWith("t") || command.startsWith("save") || command.startsWith("restore");
                b.append(random.nextInt(4) == 0 && !namesFile ? garble(random, command) : command).append('\n');
            }
            Path script = Files.writeString(tmp.resolve("d" + i + ".txt"), b.append("q\n"), StandardCharsets.UTF_8);
            String target = random.nextBoolean() ? "echo.mac" : "squares.mac";
            assertThat(check("script", i, "debug", program(target).toString(), "--script", script.toString()))
                    .as("a script's bad commands are ? lines: seed %d, case %d", SEED, i).isZero();
        }
    }

    private void keyFiles(Random random, int n) throws IOException {
        for (int i = 0; i < n; i++) {
            byte[] keys = new byte[1 + random.nextInt(12)];
            for (int k = 0; k < keys.length; k++) {
                keys[k] = random.nextInt(3) == 0 ? (byte) random.nextInt(256) : (byte) ('a' + random.nextInt(26));
            }
            Path file = Files.write(tmp.resolve("k" + i + ".txt"), keys);
            check("key file", i, "run", program("echo.mac").toString(), "--tty-in", file.toString(), "--fast",
                    "--max-time", "5");
        }
    }

    private static final String[][] OPTIONS = {
        {"--sense", "1", "7", "0", "1,3,9", "x"}, {"--test-word", "0", "777777", "1000000", "8", "-1"},
        {"--memory", "4096", "8192", "5000", "0", "65536"}, {"--start", "100", "7777", "200000", "z"},
        {"--max-time", "0.5", "0", "-1", "NaN", "1e12"}, {"--display", "none", "png:", "hologram", "window"},
        {"--no-mul-div"}, {"--fast"}, {"--realtime"}, {"--read-in"}, {"--fast-load"}, {"--punch", "/dev/null"},
    };

    private void optionLines(Random random, int n) {
        for (int i = 0; i < n; i++) {
            List<String> args = new ArrayList<>(List.of("run", program("hello.mac").toString()));
            for (int k = random.nextInt(4); k > 0; k--) {
                String[] option = OPTIONS[random.nextInt(OPTIONS.length)];
                args.add(option[0]);
                if (option.length > 1) {
                    args.add(option[1 + random.nextInt(option.length - 1)]);
                }
            }
            args.addAll(List.of("--max-time", "3", "--display", "none"));
            if (!args.contains("--realtime")) {
                args.add("--fast");
            }
            check("option line", i, args.toArray(String[]::new));
        }
    }

    /** Random keys at the Kalah prompt, legal or not: every printed board holds its 48 seeds. */
    private void kalahKeyStorms(Random random, int n) {
        for (int i = 0; i < n; i++) {
            StringBuilder keys = new StringBuilder();
            for (int k = 0; k < 30; k++) {
                keys.append("abcdefghsyn xq.-1".charAt(random.nextInt(17)));
            }
            check("kalah keys", i, "kalah", "--keys", keys.toString(), "--level", "1", "--fast", "--display", "none",
                    "--max-time", "600");
            List<String> lines = cli.out().lines().toList();
            int boards = 0;
            for (int j = 1; j + 1 < lines.size(); j++) {
                Matcher stores = STORE.matcher(lines.get(j));
                if (stores.matches()) {
                    int total = Integer.parseInt(stores.group(1)) + Integer.parseInt(stores.group(2))
                            + seeds(lines.get(j - 1)) + seeds(lines.get(j + 1));
                    assertThat(total).as("seed %d, case %d: the board at line %d", SEED, i, j).isEqualTo(48);
                    boards++;
                }
            }
            assertThat(boards).as("seed %d, case %d: boards printed", SEED, i).isPositive();
        }
    }

    /** The seeds of a printed pit row ({@code north  f4  e4 ...}). */
    private static int seeds(String row) {
        assertThat(row).matches("(north|south)(\\s+[a-f]\\d+){6}\\s*");
        Matcher m = PIT.matcher(row);
        int sum = 0;
        while (m.find()) {
            sum += Integer.parseInt(m.group(1));
        }
        return sum;
    }

    /** A copy with a few bytes flipped, dropped, inserted, or the end cut off. */
    private static byte[] mutate(Random random, byte[] original) {
        byte[] b = original.clone();
        switch (random.nextInt(4)) {
            case 0 -> {
                for (int k = 1 + random.nextInt(3); k > 0; k--) {
                    b[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
                }
            }
            case 1 -> b = java.util.Arrays.copyOf(b, random.nextInt(b.length));
            case 2 -> {
                int at = random.nextInt(b.length);
                byte[] c = new byte[b.length + 1];
                System.arraycopy(b, 0, c, 0, at);
                c[at] = (byte) random.nextInt(256);
                System.arraycopy(b, at, c, at + 1, b.length - at);
                b = c;
            }
            default -> b[random.nextInt(b.length)] = (byte) random.nextInt(256);
        }
        return b;
    }

    private static String garble(Random random, String command) {
        StringBuilder b = new StringBuilder(command);
        b.insert(random.nextInt(b.length() + 1), "\0\u00e9$%(^".charAt(random.nextInt(6)));
        return b.toString();
    }
}
