package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Sources far beyond any real program (issue 14): each gets a diagnostic at its place, or is
 * assembled, within bounded time, memory and output; never an exception or a hang.
 */
class LimitsTest {

    private static Assembly assemble(String body) {
        return Assembler.assemble("test\n100/\n" + body + "\nstart 100\n", "t.mac");
    }

    @Test
    void aSourceOfAHundredThousandLinesIsAssembledAndListed() {
        Assembly a = assemble("/ a comment\n".repeat(100_000) + "\t1");
        assertThat(a.diagnostics()).as(a.report()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(1);
        assertThat(a.listing()).contains("\n99999  ").contains("\n100001  ").contains("\n100003  0100 000001  \t1\n");
    }

    @ParameterizedTest(name = "{0} x {1}")
    @CsvSource({"(, 1000", "[, 1000", "(, 100000", "[, 100000", "([, 50000"})
    void deeplyNestedBracketsAreOneErrorNotAStackOverflow(String open, int depth) {
        Assembly a = assemble("\tlac " + open.repeat(depth / open.length()) + "1\nconstants");
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .isEqualTo("t.mac:3:" + (6 + Expression.MAX_NESTING) + ": error: more than "
                        + Expression.MAX_NESTING + " nested '(' and '[' in one expression");
    }

    @Test
    void nestingUpToTheLimitIsAssembled() {
        int n = Expression.MAX_NESTING;
        Assembly a = assemble("\tlac " + "[".repeat(n) + "5" + "]".repeat(n) + "\n\tlac " + "(".repeat(n) + "7\nconstants");
        assertThat(a.errors()).as(a.report()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(0200005);
        assertThat(a.image().get(0102)).as("the innermost literal, pooled first").isEqualTo(7);
    }

    @ParameterizedTest(name = "depth {0}")
    @CsvSource({"1000", "100000"})
    void deeplyNestedRepeatsAreOneErrorNotAStackOverflow(int depth) {
        Assembly a = assemble("repeat 1, ".repeat(depth) + "1");
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .isEqualTo("t.mac:3:" + (1 + 10 * LineWalker.MAX_REPEAT_NESTING) + ": error: more than "
                        + LineWalker.MAX_REPEAT_NESTING + " nested 'repeat's");
    }

    @Test
    void repeatsNestedUpToTheLimitAreAssembled() {
        Assembly a = assemble("repeat 2, " + "repeat 1, ".repeat(LineWalker.MAX_REPEAT_NESTING - 1) + "1");
        assertThat(a.errors()).as(a.report()).isEmpty();
        assertThat(a.image().get(0101)).isEqualTo(1);
    }

    @Test
    void nestedRepeatsWithoutWordsStopAtTheExpansionLimit() {
        Assembly a = assemble("repeat 7777, repeat 7777, repeat 7777, repeat 7777, x=1");
        assertThat(a.errors()).as(a.report()).singleElement().asString().startsWith("t.mac:3:")
                .contains("error: more than " + LineWalker.MAX_EXPANSION + " characters of repeated lines");
    }

    @Test
    void macrosCallingMacrosTwiceStopAtTheExpansionLimit() {
        StringBuilder src = new StringBuilder("define m0\n\tx=1\nterm\n");
        for (int i = 1; i <= 40; i++) {
            src.append("define m").append(i).append("\n\tm").append(i - 1).append("\n\tm").append(i - 1).append("\nterm\n");
        }
        Assembly a = assemble(src + "\tm40\n\t1");
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .contains("error: more than " + LineWalker.MAX_EXPANSION + " characters of repeated lines");
    }

    @Test
    void aRepeatOfACallPushesAtMostTheExpansionLimit() {
        Assembly a = assemble("define m\n\tx=1\nterm\nrepeat 7777, repeat 7777, m");
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .startsWith("t.mac:6:27: error: more than " + MacroProcessor.MAX_EXPANSIONS + " macro expansions at once");
    }

    @Test
    void macroCallsNestMoreThanTheLimitAreAnError() {
        StringBuilder src = new StringBuilder("define m0\n\t1\nterm\n");
        int n = MacroProcessor.MAX_NESTING + 20;
        for (int i = 1; i <= n; i++) {
            src.append("define m").append(i).append("\n\tm").append(i - 1).append("\nterm\n");
        }
        Assembly a = assemble(src + "\tm" + n);
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .contains("error: macro calls nested more than " + MacroProcessor.MAX_NESTING + " deep");
    }

    @Test
    void aProgramOfMoreThanTheWordLimitStops() {
        int lines = LineWalker.MAX_WORDS / 4095 + 1;
        Assembly a = assemble("\trepeat 7777, 0\n".repeat(lines));
        assertThat(a.errors()).as(a.report()).singleElement().asString()
                .startsWith("t.mac:" + (2 + lines) + ":").contains("error: the program assembles more than "
                        + LineWalker.MAX_WORDS + " words");
    }

    @ParameterizedTest(name = "{0} characters")
    @CsvSource({"8000", "100000"})
    void diagnosticsOfALongLineQuoteAWindowSoTheOutputStaysLinear(int length) {
        Assembly a = assemble("\t" + "-".repeat(length));
        String report = a.report();
        assertThat(a.diagnostics().size()).as("diagnostics").isLessThanOrEqualTo(Diagnostics.MAX_REPORTED + 1);
        assertThat(report.length()).as("report size").isLessThan(400 * a.diagnostics().size());
        for (Diagnostic d : a.diagnostics()) {
            assertThat(d.render().length()).as(d.toString()).isLessThan(d.toString().length() + 2 * Diagnostic.WINDOW + 20);
        }
    }

    @Test
    void aHugeSymbolIsQuotedCutWithTheCountOfWhatWasCut() {
        String huge = "x".repeat(2_000_000);
        Assembly a = assemble("\tlac " + huge);
        assertThat(a.errors()).isNotEmpty();
        assertThat(a.report().length()).as("report size").isLessThan(2_000);
        assertThat(a.errors().get(0).message()).contains("'" + "x".repeat(Diagnostic.QUOTED) + "...' ("
                + (huge.length() - Diagnostic.QUOTED) + " more characters)");
    }

    @Test
    void aLineOfTwentyThousandErrorsGivesTenAndOneLineForTheRest() {
        Assembly a = assemble("\t" + "-".repeat(20_000));
        assertThat(a.diagnostics()).hasSize(Diagnostics.MAX_A_LINE + 1);
        assertThat(a.diagnostics().get(Diagnostics.MAX_A_LINE).message()).startsWith("more diagnostics on line 3 are not shown");
        assertThat(a.report().length()).as("report size").isLessThan(4_000);
        assertThat(a.errorCount()).startsWith("more than ");
    }

    @Test
    void aMessageIsCutToItsMostWithTheCountOfWhatWasCut() {
        String m = "m".repeat(Diagnostics.MAX_MESSAGE + 7);
        assertThat(Diagnostics.bounded(m)).isEqualTo("m".repeat(Diagnostics.MAX_MESSAGE) + "... (7 more characters)");
        assertThat(Diagnostics.bounded("short")).isEqualTo("short");
    }

    @Test
    void aWindowIsMarkedWithDotsAndTheCaretStaysUnderTheColumn() {
        String line = "\tlac " + "1+".repeat(300) + "$" + "+1".repeat(300);
        Assembly a = assemble(line);
        Diagnostic d = a.errors().get(0);
        assertThat(d.toString()).isEqualTo("t.mac:3:606: error: unexpected '$' in an expression");
        String[] shown = d.render().split(System.lineSeparator());
        assertThat(shown[1]).startsWith("...").endsWith("...").hasSize(Diagnostic.WINDOW + 6);
        assertThat(shown[2]).endsWith("^").doesNotContain("\t");
        assertThat(shown[1].charAt(shown[2].length() - 1)).isEqualTo('$');
    }

    @Test
    void aWindowKeepsTheTabsBeforeTheCaret() {
        String line = "\t1" + " 2".repeat(200) + "\t3\t4\t$";
        Diagnostic d = assemble(line).errors().get(0);
        assertThat(d.col()).isEqualTo(line.length());
        String[] shown = d.render().split(System.lineSeparator());
        assertThat(shown[1]).startsWith("...").doesNotEndWith("...").endsWith("\t3\t4\t$");
        assertThat(shown[2]).hasSize(shown[1].length()).endsWith("\t \t \t^");
    }

    @Test
    void afterTheFirstThousandDiagnosticsTheRestAreSummedUp() {
        Assembly a = assemble("\tlac nosuch\n".repeat(3000));
        assertThat(a.diagnostics()).hasSize(Diagnostics.MAX_REPORTED + 1);
        assertThat(a.diagnostics().get(Diagnostics.MAX_REPORTED).toString()).isEqualTo("t.mac:" + (3 + Diagnostics.MAX_REPORTED)
                + ":1: error: more diagnostics on lines " + (3 + Diagnostics.MAX_REPORTED) + " to 3002 are not shown:"
                + " only the first " + Diagnostics.MAX_REPORTED + " are, at most " + Diagnostics.MAX_A_LINE + " a line");
        assertThat(a.hasErrors()).isTrue();
        assertThat(a.errorCount()).isEqualTo("more than " + Diagnostics.MAX_REPORTED);
        assertThat(assemble("\tlac nosuch").errorCount()).isEqualTo("1");
    }

    @Test
    void errorsAfterAThousandWarningsStillStopTheTape() {
        Assembly a = assemble("\tlaw -5\n".repeat(Diagnostics.MAX_REPORTED) + "\tlac nosuch");
        assertThat(a.errors()).singleElement().asString().contains("are not shown");
        assertThat(a.errorCount()).isEqualTo("at least 1");
        assertThat(a.binTape()).isEmpty();
    }

    @Test
    void aWordAssembledPast7777IsWarnedAboutWhereTheLocationWraps() {
        Assembly a = Assembler.assemble("t\n7776/\n\tlac 1\n\tlac 2\n\tlac 3\n\tlac 4\nstart 7776\n", "t.mac");
        assertThat(a.diagnostics()).singleElement().asString()
                .isEqualTo("t.mac:5:2: warning: the location went past 7777: this word is assembled at 0000");
        assertThat(a.image().get(0)).isEqualTo(0200003);
    }

    @Test
    void aRepeatOrAConstantsBlockPast7777IsWarnedAboutToo() {
        assertThat(Assembler.assemble("t\n7770/\n\trepeat 20, 0\nstart 7770\n", "t.mac").diagnostics())
                .singleElement().asString().startsWith("t.mac:3:13: warning: the location went past 7777");
        assertThat(Assembler.assemble("t\n7776/\n\tlac (1\n\tlac (2\n\tconstants\nstart 7776\n", "t.mac").diagnostics())
                .singleElement().asString().startsWith("t.mac:5:2: warning: the location went past 7777");
        assertThat(Assembler.assemble("t\n7775/\n\tlac ~a\n\tlac ~b\n\tvariables\nstart 7775\n", "t.mac").diagnostics())
                .singleElement().asString().isEqualTo("t.mac:5:2: warning: the variables block goes past 7777:"
                        + " its last 1 go to 0000 and on");
        assertThat(Assembler.assemble("t\n7776/\n\tlac ~a\n\tlac ~b\n\tvariables\nstart 7776\n", "t.mac").diagnostics())
                .singleElement().asString().isEqualTo("t.mac:5:2: warning: the location went past 7777:"
                        + " the variables block is at 0000");
    }

    @Test
    void codeEndingAt7777OrMovedBackIsNotWarnedAbout() {
        assertThat(Assembler.assemble("t\n7776/\n\tlac 1\n\tlac 2\nstart 7776\n", "t.mac").diagnostics()).isEmpty();
        assertThat(Assembler.assemble("t\n7777/\n\tlac 1\n100/\n\tlac 2\nstart 100\n", "t.mac").diagnostics()).isEmpty();
    }

    @Test
    void aMegabyteOf377BytesIsRefusedAsNotASource() {
        byte[] bytes = new byte[1 << 20];
        java.util.Arrays.fill(bytes, (byte) 0377);
        Assembly a = Assembler.assemble(bytes, Path.of("ff.mac"));
        assertThat(a.errors()).singleElement().asString()
                .isEqualTo("ff.mac:1:1: error: byte 377 in the title line (not ASCII or UTF-8): this is a binary file (a paper tape?),"
                        + " not MACRO source");
        assertThat(a.binTape()).isEmpty();
    }

    @Test
    void theTitleIsTheFirstNonEmptyLineAndDelOrBrokenUtf8MarkBinaryToo() {
        for (String title : new String[] {"\n\n\u00ff\u00fe", "ab\u007fc", "caf\u00e9 au lait", "x\u00c3"}) {
            Assembly a = Assembler.assemble(title.getBytes(StandardCharsets.ISO_8859_1), Path.of("b.mac"));
            assertThat(a.errors()).as(title).singleElement().asString().contains("in the title line").contains("this is a binary file");
        }
    }

    @Test
    void aUtf8TitleIsText() {
        byte[] src = "Caf\u00e9 \u2013 \ud83d\ude00 demo\n100/\n\t1\nstart 100\n".getBytes(StandardCharsets.UTF_8);
        Assembly a = Assembler.assemble(src, Path.of("u.mac"));
        assertThat(a.diagnostics()).as(a.report()).isEmpty();
    }

    @Test
    void aSourceOfMoreThanAMillionLinesIsRefusedAndOneOfAMillionAssembled() {
        String head = "t\n100/\n\tlac 5\nstart 100\n";
        Assembly over = Assembler.assemble(head + "\n".repeat(SourceText.MAX_LINES - 3), "n.mac");
        assertThat(over.errors()).singleElement().asString().isEqualTo("n.mac:1:1: error: the file has more than "
                + SourceText.MAX_LINES + " lines; a source may have at most that many: not assembled");
        Assembly at = Assembler.assemble(head + "\n".repeat(SourceText.MAX_LINES - 4), "n.mac");
        assertThat(at.diagnostics()).as(at.report()).isEmpty();
        assertThat(at.image().get(0100)).isEqualTo(0200005);
    }

    @Test
    void afterAStopWhatIsLeftHalfReadIsNotReported() {
        int lines = LineWalker.MAX_WORDS / 4095;
        Assembly a = assemble("\trepeat 7777, 0\n".repeat(lines) + "\ttext /" + "abc".repeat(400) + "\nabc/");
        assertThat(a.errors()).as(a.report()).singleElement().asString().contains("the assembly stops here");
    }
}
