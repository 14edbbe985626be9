package pdp1.asm.tape;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * What pass 2 punches, in order: storage words and {@code start} statements. The tape
 * writers turn this into RIM or block-loader tapes; the order matters to the block format,
 * where a {@code start} ends the current block (docs/machine.md §4.7). The assembler fills it (the
 * mutators are public for it alone); the tape writers only read it.
 */
public final class ObjectCode {

    /** A storage word at an address, or a {@code start} (address -1 for a bare {@code start}). */
    public record Item(boolean isStart, int address, int word) {
    }

    private final List<Item> items = new ArrayList<>();
    private boolean punchLoader = true;
    private List<Item> pass1Tail = List.of();

    public void word(int address, int word) {
        items.add(new Item(false, address, word & 0777777));
    }

    public void start(int address) {
        items.add(new Item(true, address, 0));
    }

    public void suppressLoader() {
        punchLoader = false;
    }

    /**
     * The words of pass 1 after its last {@code start}: macro1's block buffer still holds the
     * last block of them when pass 2 begins (docs/machine.md §4.7, docs/assembler.md).
     */
    public List<Item> pass1Tail() {
        return pass1Tail;
    }

    public void setPass1Tail(ObjectCode pass1) {
        int last = -1;
        for (int i = 0; i < pass1.items.size(); i++) {
            if (pass1.items.get(i).isStart()) {
                last = i;
            }
        }
        pass1Tail = List.copyOf(pass1.items.subList(last + 1, pass1.items.size()));
    }

    public List<Item> items() {
        return Collections.unmodifiableList(items);
    }

    /** False after {@code noinput}: the block tape then has no loader at its head (docs/assembler.md §5.7). */
    public boolean punchLoader() {
        return punchLoader;
    }
}
