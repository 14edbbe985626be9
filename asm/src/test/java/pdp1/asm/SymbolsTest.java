package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SymbolsTest {

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(delimiter = '|', textBlock = """
        # docs/assembler.md §5.9, every permanent symbol
        and | 020000
        ior | 040000
        xor | 060000
        xct | 100000
        cal | 160000
        jda | 170000
        lac | 200000
        lio | 220000
        dac | 240000
        dap | 260000
        dip | 300000
        dio | 320000
        dzm | 340000
        add | 400000
        sub | 420000
        idx | 440000
        isp | 460000
        sad | 500000
        sas | 520000
        mul | 540000
        mus | 540000
        div | 560000
        dis | 560000
        jmp | 600000
        jsp | 620000
        skip | 640000
        skp | 640000
        law | 700000
        iot | 720000
        opr | 760000
        nop | 760000
        i   | 010000
        sza | 640100
        spa | 640200
        sma | 640400
        szo | 641000
        spi | 642000
        szs | 640000
        szf | 640000
        clf | 760000
        stf | 760010
        cla | 760200
        hlt | 760400
        xx  | 760400
        cma | 761000
        clc | 761200
        lat | 762200
        cli | 764000
        rpa | 730001
        rpb | 730002
        rrb | 720030
        ppa | 730005
        ppb | 730006
        tyo | 730003
        tyi | 720004
        dpy | 730007
        lsm | 720054
        esm | 720055
        cbs | 720056
        lem | 720074
        eem | 724074
        cks | 720033
        ral | 661000
        ril | 662000
        rcl | 663000
        sal | 665000
        sil | 666000
        scl | 667000
        rar | 671000
        rir | 672000
        rcr | 673000
        sar | 675000
        sir | 676000
        scr | 677000
        1s  | 000001
        2s  | 000003
        3s  | 000007
        4s  | 000017
        5s  | 000037
        6s  | 000077
        7s  | 000177
        8s  | 000377
        9s  | 000777
        """)
    void permanentSymbolHasItsMacro1Value(String name, String octal) {
        assertThat(Asm.word(name)).isEqualTo(Integer.parseInt(octal, 8));
    }

    @Test
    void upperCaseMnemonicsAreNotPredefined() {
        Assembly a = Asm.at100("\tLAC 5");
        assertThat(a.errors()).singleElement().asString().contains("undefined symbol 'LAC'");
    }

    @Test
    void lapAndIohAreNotPredefined() {
        Assembly a = Asm.at100("\tlap\n\tioh");
        assertThat(a.errors()).hasSize(2);
    }

    @Test
    void onlySixCharactersOfANameCount() {
        Assembly a = Asm.at100("abcdefgh=5\n\tabcdefxy");
        assertThat(a.diagnostics()).isEmpty();
        assertThat(a.image().get(0100)).isEqualTo(5);
    }

    @Test
    void namesThatShareSixCharactersCollideAsLabels() {
        Assembly a = Asm.at100("abcdefgh,\t1\nabcdefxy,\t2");
        assertThat(a.errors()).singleElement().asString().contains("duplicate label 'abcdef'");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', textBlock = """
        # §5.3: a pseudo-op matching in its first three characters is used (verified names);
        # the words of the body are separated by ';' here, each goes on a line after a TAB
        cons  | lac (7;cons
        vari  | lac ~q;vari
        deci  | deci;10
        oct   | decimal;oct 10
        char  | char ra
        chara | chara ra
        """)
    void shortenedPseudoOpNamesWork(String name, String words) {
        Assembly a = Asm.at100("\t" + words.replace(";", "\n\t"));
        assertThat(a.errors()).as(name + ": " + a.report()).isEmpty();
    }

    @Test
    void aForwardReferenceSeesTheEndOfPass1Value() {
        Assembly a = Asm.at100("\tlac x\nx=5\nx=6");
        assertThat(a.image().get(0100)).isEqualTo(0200006);
    }

    @Test
    void aPermanentSymbolMayBeRedefined() {
        Assembly a = Asm.at100("clc=cma+cla-opr\n\tclc");
        assertThat(a.diagnostics()).isEmpty();
        assertThat(a.symbols().value("clc")).hasValue(0761200);
    }

    @Test
    void expungeForgetsEvenTheMnemonics() {
        Assembly a = Asm.at100("\texpunge\nlac=200000\n\tlac 5\n\tdac 5");
        assertThat(a.errors()).singleElement().asString().contains("undefined symbol 'dac'");
    }

    @Test
    void symbolTableRecordsWhereASymbolWasDefinedAndUsed() {
        Assembly a = Asm.at100("foo,\tjmp foo\n\tjmp foo");
        Symbol foo = a.symbols().get("foo").orElseThrow();
        assertThat(foo.value()).isEqualTo(0100);
        assertThat(foo.definedAt()).isEqualTo(3);
        assertThat(foo.usedAt()).contains(3, 4);
    }
}
