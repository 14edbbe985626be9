package pdp1.crosscheck.measure;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A campaign's coverage of a program's code ({@link ProgramWords}): the table (words executed,
 * conditional skips that went both ways, the lines never executed and the skips that went one
 * way only, named by line and label) and the annotated listing, every source line with its count.
 */
public final class CoverageReport {

    private final ProgramWords words;
    private final Coverage.Totals totals;

    public CoverageReport(ProgramWords words, Coverage.Totals totals) {
        this.words = words;
        this.totals = totals;
    }

    /** The code's words that ran at least once. */
    public int executed() {
        return (int) words.codeAddresses().stream().filter(a -> totals.executed()[a] > 0).count();
    }

    public int codeWords() {
        return words.codeAddresses().size();
    }

    /** The code's conditional skips. */
    public List<Integer> skips() {
        return words.codeAddresses().stream()
                .filter(a -> ProgramWords.isConditionalSkip(words.program().image().get(a))).toList();
    }

    public int skipsBothWays() {
        return (int) skips().stream().filter(totals::bothWays).count();
    }

    /** The table, for a person: {@code what} says which campaign. */
    public String table(String what) {
        String nl = System.lineSeparator();
        List<Integer> never = words.codeAddresses().stream().filter(a -> totals.executed()[a] == 0).toList();
        List<Integer> oneWay = skips().stream().filter(a -> totals.executed()[a] > 0 && !totals.bothWays(a)).toList();
        return "coverage of " + words.program().name() + " by " + what + nl
                + "  code: the words of lines that assemble one instruction, reached by the program's flow (texts,"
                + nl + "  tables, the font, literals and variables are data, left out)" + nl
                + String.format(Locale.ROOT, "  words executed     %5d of %5d  %5.1f %%%n", executed(), codeWords(),
                        percent(executed(), codeWords()))
                + String.format(Locale.ROOT, "  skips both ways    %5d of %5d  %5.1f %%%n", skipsBothWays(), skips().size(),
                        percent(skipsBothWays(), skips().size()))
                + "  never executed: " + lines(never) + nl
                + "  skips one way only: " + lines(oneWay) + nl;
    }

    private static double percent(int part, int whole) {
        return whole == 0 ? 100 : 100.0 * part / whole;
    }

    /** "l. 12-14 (sw5+3), 20 (ovw)" for the lines of these addresses, consecutive lines joined; "none". */
    String lines(List<Integer> addresses) {
        if (addresses.isEmpty()) {
            return "none";
        }
        List<String> parts = new ArrayList<>();
        int i = 0;
        while (i < addresses.size()) {
            int first = words.lineOf(addresses.get(i));
            int last = first;
            int j = i + 1;
            while (j < addresses.size() && addresses.get(j) == addresses.get(j - 1) + 1) {
                last = words.lineOf(addresses.get(j));
                j++;
            }
            parts.add((first == last ? "" + first : first + "-" + last) + " (" + words.where(addresses.get(i)) + ")");
            i = j;
        }
        return "lines " + String.join(", ", parts);
    }

    /**
     * The annotated listing: per source line its count (times executed; {@code #####} for code never
     * executed, blank for data), its skips' outcomes ({@code both}, {@code skip} or {@code fall}
     * only), the line number and the line.
     */
    public String listing(String what) {
        StringBuilder b = new StringBuilder();
        String nl = "\n";
        b.append("coverage of ").append(words.program().name()).append(" by ").append(what).append(nl)
                .append("count: times the line's instruction ran (##### never; blank: data); skip: both ways,"
                        + " skip or fall only")
                .append(nl).append(nl);
        List<List<Integer>> byLine = new ArrayList<>();
        for (int n = 0; n <= words.lineCount(); n++) {
            byLine.add(new ArrayList<>(1));
        }
        for (int a = 0; a < totals.executed().length; a++) {
            int line = words.lineOf(a);
            if (line > 0 && line <= words.lineCount()) {
                byLine.get(line).add(a);
            }
        }
        for (int n = 1; n <= words.lineCount(); n++) {
            String count = "";
            String skip = "";
            for (int a : byLine.get(n)) {
                long times = totals.executed()[a];
                if (words.isCode(a)) {
                    count = times == 0 ? "#####" : Long.toString(times);
                    if (ProgramWords.isConditionalSkip(words.program().image().get(a)) && times > 0) {
                        skip = totals.bothWays(a) ? "both"
                                : (totals.outcomes()[a] & Coverage.SKIPPED) != 0 ? "skip" : "fall";
                    }
                } else if (times > 0) {
                    count = times + "d";              // a data word executed (rare: say so)
                }
            }
            b.append(String.format(Locale.ROOT, "%12s %4s %5d  %s\n", count, skip, n, words.line(n)));
        }
        return b.toString();
    }
}
