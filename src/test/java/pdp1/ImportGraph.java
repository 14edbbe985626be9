package pdp1;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * Which pdp1 packages each source file names, read from the text: imports (static and wildcard
 * too) and fully-qualified names in the code. Comments and string literals are left out, so a
 * name in a javadoc link or a message is no dependency. Made for {@link ArchitectureTest}.
 */
final class ImportGraph {

    /** One source file (its path under its source root), its package, and the other pdp1 packages it names. */
    record Source(String file, String pkg, Set<String> uses) {
    }

    private static final Pattern PACKAGE = Pattern.compile("\\bpackage\\s+([\\w.]+)\\s*;");
    /** A qualified name of pdp1: the package is the part before the first capital (or the '*'). */
    private static final Pattern NAME = Pattern.compile("\\bpdp1((?:\\s*\\.\\s*[a-z_][\\w]*)*)\\s*\\.\\s*[A-Z*]");

    private final List<Source> sources;

    private ImportGraph(List<Source> sources) {
        this.sources = sources;
    }

    /** Every .java file under the given source roots. */
    static ImportGraph read(Path... roots) {
        Map<String, String> texts = new TreeMap<>();
        for (Path root : roots) {
            try (Stream<Path> files = Files.walk(root)) {
                for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                    texts.put(root.relativize(f).toString(), Files.readString(f));
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return of(texts);
    }

    /** Sources given as text, file name to contents (for tests of the checker itself). */
    static ImportGraph of(Map<String, String> texts) {
        List<Source> sources = new ArrayList<>();
        texts.forEach((file, text) -> sources.add(parse(file, text)));
        return new ImportGraph(sources);
    }

    private static Source parse(String file, String text) {
        String code = codeOnly(text);
        Matcher p = PACKAGE.matcher(code);
        String pkg = p.find() ? p.group(1) : "";
        Set<String> uses = new TreeSet<>();
        Matcher m = NAME.matcher(code);
        while (m.find()) {
            String used = ("pdp1" + m.group(1)).replaceAll("\\s", "");
            if (!used.equals(pkg)) {
                uses.add(used);
            }
        }
        return new Source(file, pkg, uses);
    }

    /** The packages read. */
    Set<String> packages() {
        Set<String> all = new TreeSet<>();
        sources.forEach(s -> all.add(s.pkg()));
        return all;
    }

    /** "FILE (PACKAGE) uses USED" for each file of a {@code from} package naming a {@code to} package. */
    List<String> uses(Predicate<String> from, Predicate<String> to) {
        List<String> found = new ArrayList<>();
        for (Source s : sources) {
            if (from.test(s.pkg())) {
                s.uses().stream().filter(to).forEach(u -> found.add(s.file() + " (" + s.pkg() + ") uses " + u));
            }
        }
        return found;
    }

    /**
     * The package cycles: for each group of packages that reach one another through their uses (a
     * strongly connected component of more than one package), its shortest cycle through its
     * first package, each step with a file that makes it, e.g.
     * {@code pdp1.a -> pdp1.b (pdp1/a/A.java) -> pdp1.a (pdp1/b/B.java)}.
     */
    List<String> cycles() {
        Map<String, Set<String>> edges = new TreeMap<>();
        for (Source s : sources) {
            edges.computeIfAbsent(s.pkg(), k -> new TreeSet<>()).addAll(s.uses());
        }
        List<String> found = new ArrayList<>();
        for (Set<String> group : new Tarjan(edges).components()) {
            if (group.size() > 1) {
                found.add(describe(shortestCycle(group.iterator().next(), group, edges)));
            }
        }
        return found;
    }

    /** Breadth first from {@code start} back to it, inside {@code group}: the packages in order. */
    private static List<String> shortestCycle(String start, Set<String> group, Map<String, Set<String>> edges) {
        Map<String, String> cameFrom = new HashMap<>();
        Deque<String> queue = new ArrayDeque<>(List.of(start));
        while (!queue.isEmpty()) {
            String v = queue.poll();
            for (String w : edges.getOrDefault(v, Set.of())) {
                if (w.equals(start)) {
                    List<String> path = new ArrayList<>(List.of(start));
                    for (String x = v; !x.equals(start); x = cameFrom.get(x)) {
                        path.add(1, x);
                    }
                    path.add(start);
                    return path;
                }
                if (group.contains(w) && !cameFrom.containsKey(w)) {
                    cameFrom.put(w, v);
                    queue.add(w);
                }
            }
        }
        throw new IllegalStateException(start + " is in no cycle of " + group);
    }

    private String describe(List<String> cycle) {
        StringBuilder s = new StringBuilder(cycle.get(0));
        for (int i = 1; i < cycle.size(); i++) {
            String from = cycle.get(i - 1);
            String to = cycle.get(i);
            String file = sources.stream().filter(x -> x.pkg().equals(from) && x.uses().contains(to))
                    .map(Source::file).findFirst().orElseThrow();
            s.append(" -> ").append(to).append(" (").append(file).append(')');
        }
        return s.toString();
    }

    /** True for {@code pkg} and its subpackages, for each of {@code roots}. */
    static Predicate<String> within(String... roots) {
        return pkg -> {
            for (String r : roots) {
                if (pkg.equals(r) || pkg.startsWith(r + ".")) {
                    return true;
                }
            }
            return false;
        };
    }

    /** The text with comments, string and character literals blanked (line breaks kept). */
    static String codeOnly(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            int end;
            if (text.startsWith("//", i)) {
                end = text.indexOf('\n', i);
                end = end < 0 ? n : end;
            } else if (text.startsWith("/*", i)) {
                end = text.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
            } else if (text.startsWith("\"\"\"", i)) {
                end = closing(text, i + 3, "\"\"\"");
            } else if (c == '"' || c == '\'') {
                end = closing(text, i + 1, String.valueOf(c));
            } else {
                out.append(c);
                i++;
                continue;
            }
            for (int k = i; k < end; k++) {
                out.append(text.charAt(k) == '\n' ? '\n' : ' ');
            }
            i = end;
        }
        return out.toString();
    }

    /** The index after {@code quote} closing a literal that starts at {@code from}, skipping escapes. */
    private static int closing(String text, int from, String quote) {
        for (int i = from; i < text.length(); i++) {
            if (text.charAt(i) == '\\') {
                i++;
            } else if (text.startsWith(quote, i)) {
                return i + quote.length();
            }
        }
        return text.length();
    }

    /** Tarjan's strongly connected components, iterative (no recursion depth to worry about). */
    private static final class Tarjan {
        private final Map<String, Set<String>> edges;
        private final Map<String, Integer> index = new HashMap<>();
        private final Map<String, Integer> low = new HashMap<>();
        private final Deque<String> stack = new ArrayDeque<>();
        private final Set<String> onStack = new TreeSet<>();
        private final List<Set<String>> components = new ArrayList<>();

        Tarjan(Map<String, Set<String>> edges) {
            this.edges = edges;
        }

        List<Set<String>> components() {
            for (String v : edges.keySet()) {
                if (!index.containsKey(v)) {
                    visit(v);
                }
            }
            return components;
        }

        private void visit(String root) {
            Deque<Map.Entry<String, ArrayDeque<String>>> work = new ArrayDeque<>();
            enter(root, work);
            while (!work.isEmpty()) {
                var top = work.peek();
                String v = top.getKey();
                String w = top.getValue().poll();
                if (w != null) {
                    if (!index.containsKey(w)) {
                        enter(w, work);
                    } else if (onStack.contains(w)) {
                        low.put(v, Math.min(low.get(v), index.get(w)));
                    }
                    continue;
                }
                work.pop();
                if (!work.isEmpty()) {
                    String parent = work.peek().getKey();
                    low.put(parent, Math.min(low.get(parent), low.get(v)));
                }
                if (low.get(v).equals(index.get(v))) {
                    Set<String> component = new TreeSet<>();
                    String x;
                    do {
                        x = stack.pop();
                        onStack.remove(x);
                        component.add(x);
                    } while (!x.equals(v));
                    components.add(component);
                }
            }
        }

        private void enter(String v, Deque<Map.Entry<String, ArrayDeque<String>>> work) {
            index.put(v, index.size());
            low.put(v, index.get(v));
            stack.push(v);
            onStack.add(v);
            work.push(Map.entry(v, new ArrayDeque<>(edges.getOrDefault(v, Set.of()))));
        }
    }
}
