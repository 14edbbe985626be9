package pdp1.asm;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class AssemblerTest {

    @Test
    void munchingSquaresStyleProgramAssemblesToItsWords() {
        Assembly a = Assembler.assemble("""
                munch
                1000/
                foo,\tlat
                \tadd \\v
                \tdac v
                \tjmp foo
                variables
                start foo
                """, "munch.mac");
        assertThat(a.diagnostics()).isEmpty();
        assertThat(a.image().get(01000)).isEqualTo(0762200);
        assertThat(a.image().get(01001)).isEqualTo(0401004);
        assertThat(a.image().get(01002)).isEqualTo(0241004);
        assertThat(a.image().get(01003)).isEqualTo(0601000);
        assertThat(a.image().startAddress()).isEqualTo(01000);
        assertThat(a.symbols().value("v")).hasValue(01004);
    }
}
