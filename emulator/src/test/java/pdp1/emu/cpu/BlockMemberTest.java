package pdp1.emu.cpu;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class BlockMemberTest {

    @Test
    void aMemberTheBlocksNameIsFoundWithItsDescriptor() {
        assertThat(BlockMember.field(Cpu.class, "core", int[].class).descriptor()).isEqualTo("[I");
        assertThat(BlockMember.method(Cpu.class, "write", void.class, int.class, int.class).descriptor()).isEqualTo("(II)V");
        assertThat(BlockMember.method(SkipGroup.class, "execute", void.class, Cpu.class, int.class).returnsValue()).isFalse();
    }

    @Test
    void aRenamedOrRetypedMemberFailsNamingIt() {
        assertThatThrownBy(() -> BlockMember.field(Cpu.class, "accumulator", int.class))
                .isInstanceOf(IllegalStateException.class).hasMessageContaining("accumulator").hasMessageContaining("Cpu");
        assertThatThrownBy(() -> BlockMember.field(Cpu.class, "ac", long.class)).hasMessageContaining("long ac");
        assertThatThrownBy(() -> BlockMember.method(Cpu.class, "write", int.class, int.class, int.class))
                .hasMessageContaining("write returning int");
        assertThatThrownBy(() -> BlockMember.method(Cpu.class, "addToAc", void.class, long.class))
                .hasMessageContaining("addToAc");
    }
}
