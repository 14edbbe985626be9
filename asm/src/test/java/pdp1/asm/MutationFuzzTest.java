package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Seeded mutations of real sources (programs/*.mac and the golden test sources): flipped bytes,
 * deleted stretches, duplicated lines, deep nesting put in. Whatever comes out, the assembler
 * must answer with diagnostics, never an exception, within a few seconds, and the same way
 * every time. A failure names the case's seed; {@link #mutate(long)} gives its source back.
 */
class MutationFuzzTest {

    /** Case {@code i} uses seed {@code SEED + i}. */
    static final long SEED = 0x14_f022_0000L;

    /** How a case changes its source; case {@code i} is of class {@code i % 4}. */
    enum Mutation { FLIP, DELETE, DUPLICATE, NEST }

    /** A mutated source: where it came from, how it was changed, its bytes. */
    record Case(long seed, String origin, Mutation mutation, byte[] source) {
    }

    private static final List<String> GOLDEN = List.of("expressions", "text", "literals", "macros", "repeat",
            "locations", "variables", "numbers", "microcode", "listing");

    private static List<Map.Entry<String, byte[]>> corpus;

    @Test
    void mutatedSourcesGiveDiagnosticsNeverExceptionsHangsOrDifferentAnswers() {
        assertThat(run(400)).as("cases per mutation class").containsOnlyKeys(Mutation.values())
                .allSatisfy((m, n) -> assertThat(n).isEqualTo(100));
    }

    @Test
    @Tag("long")
    void manyMoreMutatedSources() {
        assertThat(run(Integer.getInteger("pdp1.fuzz.cases", 20_000))).hasSize(Mutation.values().length);
    }

    /** Runs cases 0 to {@code cases - 1}; fails naming every failing seed; returns the cases per class. */
    private static Map<Mutation, Integer> run(int cases) {
        Map<Mutation, Integer> perClass = new EnumMap<>(Mutation.class);
        List<String> failures = new ArrayList<>();
        for (int i = 0; i < cases; i++) {
            Case c = mutate(SEED + i);
            perClass.merge(c.mutation(), 1, Integer::sum);
            String failure = check(c);
            if (failure != null) {
                failures.add("seed " + c.seed() + " (" + c.mutation() + " of " + c.origin() + "): " + failure);
            }
        }
        assertThat(failures).as("%d cases %s; failures (MutationFuzzTest.mutate(seed) gives the source):", cases,
                perClass).isEmpty();
        return perClass;
    }

    /** What is wrong with the assembler's answer to {@code c}, or null. */
    private static String check(Case c) {
        try {
            Assembly a = Assembler.assemble(c.source(), Path.of(c.origin()));
            Assembly again = Assembler.assemble(c.source(), Path.of(c.origin()));
            if (!a.report().equals(again.report()) || !a.listing().equals(again.listing())
                    || !Arrays.equals(a.binTape(), again.binTape()) || !Arrays.equals(a.rimTape(), again.rimTape())
                    || !a.image().equals(again.image())) {
                return "two runs gave different answers";
            }
            if (a.hasErrors() && (a.binTape().length > 0 || a.rimTape().length > 0)) {
                return "a tape despite errors";
            }
            if (a.diagnostics().size() > Diagnostics.MAX_REPORTED + 1) {
                return a.diagnostics().size() + " diagnostics";
            }
            for (Diagnostic d : a.diagnostics()) {
                if (d.line() < 1 || d.col() < 1 || d.render().length() > d.toString().length() + 2 * Diagnostic.WINDOW + 20) {
                    return "diagnostic out of shape: " + d;
                }
            }
            return null;
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            return e.toString();
        }
    }

    /** The case of a seed: a source from the corpus and mutations of one class. */
    static Case mutate(long seed) {
        Random random = new Random(seed);
        List<Map.Entry<String, byte[]>> sources = corpus();
        Map.Entry<String, byte[]> origin = sources.get(random.nextInt(sources.size()));
        Mutation m = Mutation.values()[(int) Math.floorMod(seed - SEED, (long) Mutation.values().length)];
        byte[] src = origin.getValue();
        int times = 1 + random.nextInt(m == Mutation.NEST ? 2 : 6);
        for (int k = 0; k < times; k++) {
            src = switch (m) {
                case FLIP -> flip(src, random);
                case DELETE -> delete(src, random);
                case DUPLICATE -> duplicate(src, random);
                case NEST -> nest(src, random);
            };
        }
        return new Case(seed, origin.getKey(), m, src);
    }

    private static byte[] flip(byte[] src, Random random) {
        byte[] out = src.clone();
        int n = 1 + random.nextInt(8);
        for (int i = 0; i < n && out.length > 0; i++) {
            int at = random.nextInt(out.length);
            out[at] = random.nextBoolean() ? (byte) (out[at] ^ 1 << random.nextInt(8)) : (byte) random.nextInt(256);
        }
        return out;
    }

    private static byte[] delete(byte[] src, Random random) {
        if (src.length == 0) {
            return src;
        }
        int from = random.nextInt(src.length);
        int length = random.nextBoolean() ? 1 + random.nextInt(4) : 1 + random.nextInt(200);
        if (random.nextInt(3) == 0) {          // a whole line
            int[] line = lineAround(src, from);
            from = line[0];
            length = line[1] - line[0];
        }
        int to = Math.min(src.length, from + length);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(src, 0, from);
        out.write(src, to, src.length - to);
        return out.toByteArray();
    }

    private static byte[] duplicate(byte[] src, Random random) {
        if (src.length == 0) {
            return src;
        }
        int[] first = lineAround(src, random.nextInt(src.length));
        int end = first[1];
        for (int more = random.nextInt(4); more > 0 && end < src.length; more--) {
            end = lineAround(src, end)[1];            // a block of lines
        }
        int copies = random.nextInt(4) == 0 ? 1 + random.nextInt(500) : 1 + random.nextInt(3);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(src, 0, end);
        for (int i = 0; i < copies; i++) {
            out.write(src, first[0], end - first[0]);
        }
        out.write(src, end, src.length - end);
        return out.toByteArray();
    }

    private static final int[] DEPTHS = {2, 10, 99, 100, 101, 1000, 10_000, 100_000};

    private static byte[] nest(byte[] src, Random random) {
        int depth = DEPTHS[random.nextInt(DEPTHS.length)];
        String insert = switch (random.nextInt(9)) {
            case 0 -> "(".repeat(depth);
            case 1 -> "[".repeat(depth) + "1" + "]".repeat(random.nextInt(depth + 1));
            case 2 -> "repeat 1, ".repeat(depth);
            case 3 -> "repeat 7777, ".repeat(1 + random.nextInt(3));
            case 4 -> "-".repeat(depth);
            case 5 -> "\ntext /" + "ab".repeat(depth);
            case 6 -> "[(-".repeat(depth / 3 + 1);
            case 7 -> macroChain(Math.min(depth, 200), random.nextInt(3) == 0 ? 2 : 1);
            default -> "\t" + "lac (".repeat(depth / 5 + 1);
        };
        int at = random.nextInt(src.length + 1);
        if (random.nextBoolean()) {
            at = src.length == 0 ? 0 : lineAround(src, Math.min(at, src.length - 1))[0];
        }
        byte[] bytes = insert.getBytes(StandardCharsets.ISO_8859_1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(src, 0, at);
        out.write(bytes, 0, bytes.length);
        out.write(src, at, src.length - at);
        return out.toByteArray();
    }

    /** Macros each calling the one before {@code calls} times (twice: exponential), then a call of the last. */
    private static String macroChain(int n, int calls) {
        StringBuilder b = new StringBuilder("\ndefine zq0\n\tzq0x=1\nterm\n");
        for (int i = 1; i <= n; i++) {
            b.append("define zq").append(i).append('\n');
            for (int k = 0; k < calls; k++) {
                b.append("\tzq").append(i - 1).append('\n');
            }
            b.append("term\n");
        }
        return b.append("\tzq").append(n).append('\n').toString();
    }

    /** [start, end) of the line holding byte {@code at}, its newline included. */
    private static int[] lineAround(byte[] src, int at) {
        int start = at;
        while (start > 0 && src[start - 1] != '\n') {
            start--;
        }
        int end = at;
        while (end < src.length && src[end] != '\n') {
            end++;
        }
        return new int[] {start, Math.min(end + 1, src.length)};
    }

    private static synchronized List<Map.Entry<String, byte[]>> corpus() {
        if (corpus == null) {
            List<Map.Entry<String, byte[]>> all = new ArrayList<>();
            Path programs = Files.isDirectory(Path.of("programs")) ? Path.of("programs") : Path.of("..", "programs");
            try (Stream<Path> files = Files.list(programs)) {
                for (Path p : files.filter(p -> p.toString().endsWith(".mac")).sorted().toList()) {
                    all.add(Map.entry(p.getFileName().toString(), Files.readAllBytes(p)));
                }
                for (String name : GOLDEN) {
                    try (InputStream in = MutationFuzzTest.class.getResourceAsStream("/golden/" + name + ".mac")) {
                        all.add(Map.entry(name + ".mac", in.readAllBytes()));
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            assertThat(all).as("sources to mutate").hasSizeGreaterThan(GOLDEN.size());
            corpus = List.copyOf(all);
        }
        return corpus;
    }
}
