package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import pdp1.asm.tape.Image;

/**
 * Bad input gets one clear diagnostic at the right place, never an exception. Sources in the
 * table follow the title line and {@code 100/}: ';' starts a new line and '>' stands for a TAB.
 */
class DiagnosticsTest {

    private static Assembly assemble(String body) {
        return Assembler.assemble("test\n100/\n" + body.replace(";", "\n").replace(">", "\t") + "\nstart 100\n", "t.mac");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # case                        | source                          | where | message
        undefined symbol              | >lac nosuch                     | 3:6   | error: undefined symbol 'nosuch'
        long undefined name as written | >jmp nowhere                   | 3:6   | error: undefined symbol 'nowhere'
        duplicate label               | a,>1;a,>2                       | 4:1   | error: duplicate label 'a' (first defined at line 3): 0100 there, 0101 here
        label redefined by =          | a,>1;a=5                        | 4:1   | error: 'a' is a label (0100) and cannot be redefined
        digit 8 in octal              | >18                             | 3:3   | error: digit 8 is not allowed in radix 8
        number beyond 18 bits         | >1000000                        | 3:2   | error: number '1000000' does not fit in 18 bits
        address field overflow        | >law -5                         | 3:2   | warning: the address does not fit in 12 bits and changed the opcode: 700000 became 677773 (write 'law i N' for -N)
        literal without constants     | >lac (5                         | 3:6   | error: literal with no 'constants' after it
        literal pool overflow         | >repeat n, lac (.;n=2;200/;>constants | 6:2 | error: literal pool overflow: 2 literals for the 0 places reserved in pass 1
        unterminated macro            | >define foo;>lac 5              | 3:2   | error: macro 'foo' has no 'terminate' before the end of the file
        unterminated text             | >text /abc                      | 3:2   | error: text has no closing '/'
        text without delimiter        | >text                           | 3:2   | error: 'text' needs a delimiter
        comment after a space         | >lac 5 / comment                | 3:8   | error: '/' after an expression sets the location; comments need a tab
        code right after a slash      | 200/ lac 5                      | 3:6   | warning: 'lac' right after '200/' is skipped, as macro1 does; put a TAB after the '/'
        a word assembled twice        | >1;100/;>2                      | 5:2   | warning: location 0100 is assembled again (first at line 3); the later word wins
        code inside the variables     | >lac ~v;>variables;101/;>1      | 6:2   | warning: location 0101 is inside the variables block at 0101 (line 4)
        variables over code           | >lac ~v;>lac ~w;>1;101/;>variables | 7:2 | warning: the variables block covers location 0101, assembled at line 4
        comment glued to the operand  | >lac 5/comment                  | 3:2   | error: location 200005 is beyond 7777
        variable after variables      | >variables;>lac ~q              | 4:6   | error: variable 'q' is first used after 'variables'
        second variables block        | >lac ~p;>variables;>variables  | 5:2   | error: a second 'variables' block
        recursive macro               | >define r;>r;>term;>r           | 6:1   | error: macro 'r' calls itself
        define inside repeat          | >repeat 2, define x             | 3:12  | error: 'define' inside a 'repeat'
        failed location assertion     | 5,>1                            | 3:1   | error: location assertion failed: this is 0100, not 0005
        assignment to a number        | >1=2                            | 3:2   | error: only a symbol can be assigned with '=', not '1'
        macro inside an expression    | >define m;>1;>term;>lac m       | 6:6   | error: macro 'm' used inside an expression
        label that is not a name      | .,>1                            | 3:1   | error: a label must be a symbol or a number, not '.'
        statement used as a value     | >lac start                      | 3:6   | error: 'start' is a statement and has no value
        char without l m or r         | >char x1                        | 3:7   | error: 'char' needs l, m or r before the character
        bad dummy name                | >define foo (a;>term            | 3:13  | error: a dummy name must be a symbol
        unclosed bracket              | >[1+2                           | 3:6   | error: '[' at column 2 has no matching ']'
        runaway repeat                | 0/;>repeat 7777, repeat 7777, 1 | 4:28  | error: this line assembles more than 4096 words (all of core); check the repeat counts
        macro defined twice           | >define m;>1;>term;>define m;>2;>term | 6:9 | error: macro 'm' is defined twice (first at line 3)
        macro before its definition   | >foo;>define foo;>1;>term       | 3:2   | error: macro 'foo' is used before its definition
        illegal character             | >lac 5$                         | 3:7   | error: unexpected '$' in an expression
        equals inside an expression   | >lac 5=3                        | 3:7   | error: '=' inside an expression
        character without FIO-DEC    | >text /a$/                      | 3:9   | error: character '$' has no FIO-DEC code
        """)
    void reportsBadInputAtItsPlace(String name, String source, String where, String message) {
        Assembly a = assemble(source);
        assertThat(a.diagnostics()).as(a.report()).isNotEmpty();
        assertThat(a.diagnostics().get(0).toString()).startsWith("t.mac:" + where + ": " + message);
        if (message.startsWith("error")) {
            assertThat(a.rimTape()).as("no tape after an error").isEmpty();
            assertThat(a.binTape()).as("no tape after an error").isEmpty();
        }
    }

    @Test
    void aLineLongerThanMacro1sBufferGetsAWarning() {
        Assembly a = assemble("/ " + "0123456789".repeat(9) + "01234");
        assertThat(a.diagnostics()).singleElement().asString()
                .startsWith("t.mac:3:95: warning: line longer than 94 characters");
    }

    @Test
    void codeOnTheTitleLineIsPointedOut() {
        Assembly a = Assembler.assemble("go,\tlac x\n\tjmp go\nstart 4\n", "t.mac");
        assertThat(a.diagnostics().get(0).toString())
                .isEqualTo("t.mac:1:1: warning: this line is taken as the title and not assembled; is the title line missing?");
    }

    @Test
    void anErrorRepeatedByRepeatIsReportedOnce() {
        Assembly a = assemble(">repeat 100, lac nosuch");
        assertThat(a.errors()).hasSize(1);
    }

    @Test
    void anAddressAfterATabIsNotTheStartAddress() {
        Assembly a = Assembler.assemble("t\n100/\n\t1\nstart\t0\n", "t.mac");
        assertThat(a.diagnostics().get(0).toString())
                .isEqualTo("t.mac:4:6: warning: 'start' takes its address after a space; what follows the TAB is assembled as a word");
    }

    @Test
    void everyErrorOfARunIsReportedInLineOrder() {
        Assembly a = assemble(">lac x;>dac y;>8");
        assertThat(a.errors()).extracting(Diagnostic::line).containsExactly(3, 4, 5);
    }

    @Test
    void anEmptyFileIsAnError() {
        assertThat(Assembler.assemble("", "e.mac").errors()).singleElement().asString()
                .isEqualTo("e.mac:1:1: error: the file is empty: nothing to assemble");
        assertThat(Assembler.assemble(" \n\n", "e.mac").hasErrors()).isTrue();
    }

    @Test
    void aProgramWithoutStartGetsAWarningAndStillATape() {
        Assembly a = Assembler.assemble("t\n100/\n\t1\n", "t.mac");
        assertThat(a.diagnostics()).singleElement().asString().contains("warning: no 'start'");
        assertThat(a.binTape()).isNotEmpty();
        assertThat(a.image().startAddress()).isEqualTo(Image.NO_START);
    }

    @Test
    void garbageBytesAreIllegalCharactersButFineInComments() {
        byte[] src = "t\n100/\n\tlac 5\u00ff\n\t1\t/ caf\u00e9 \u0001\nstart 100\n".getBytes(StandardCharsets.ISO_8859_1);
        Assembly a = Assembler.assemble(src, Path.of("g.mac"));
        assertThat(a.errors()).singleElement().asString().isEqualTo("g.mac:3:7: error: unexpected byte 377 in an expression");
    }

    @Test
    void aControlByteInTheTitleLineMarksABinaryFile() {
        byte[] src = "\u0000\u0000\u0001\u00a0\u00bf\nstart 100\n".getBytes(StandardCharsets.ISO_8859_1);
        Assembly a = Assembler.assemble(src, Path.of("tape.rim"));
        assertThat(a.errors()).singleElement().asString()
                .isEqualTo("tape.rim:1:1: error: byte 000 in the title line: this is a binary file (a paper tape?), not MACRO source");
    }

    @Test
    void aNulByteIsReportedNotTakenForTheEndOfTheLine() {
        byte[] src = "t\n100/\n\tlac 5\u0000 6\nstart 100\n".getBytes(StandardCharsets.ISO_8859_1);
        Assembly a = Assembler.assemble(src, Path.of("n.mac"));
        assertThat(a.errors()).singleElement().asString().contains("NUL (byte 000)");
    }

    @Test
    void crlfAndCrOnlyLineEndsGiveTheSameWordsAsLf() {
        String lf = "t\n100/\na,\tlac a\n\ttext /ab\ncd/\nstart 100\n";
        Image expected = Assembler.assemble(lf, "lf.mac").image();
        assertThat(Assembler.assemble(lf.replace("\n", "\r\n"), "crlf.mac").image()).isEqualTo(expected);
        assertThat(Assembler.assemble(lf.replace("\n", "\r"), "cr.mac").image()).isEqualTo(expected);
    }

    @Test
    void renderShowsTheLineAndACaretUnderTheColumnKeepingTabs() {
        Assembly a = assemble(">lac nosuch");
        String nl = System.lineSeparator();
        assertThat(a.diagnostics().get(0).render()).isEqualTo(
                "t.mac:3:6: error: undefined symbol 'nosuch'" + nl + "\tlac nosuch" + nl + "\t    ^");
    }

    @Test
    void anErrorInsideAMacroNamesTheMacroAndTheCallingLine() {
        Assembly a = assemble(">define m;>lac nosuch;>term;>m");
        assertThat(a.errors()).singleElement().asString()
                .isEqualTo("t.mac:6:5: error: undefined symbol 'nosuch' (in macro 'm')");
    }
}
