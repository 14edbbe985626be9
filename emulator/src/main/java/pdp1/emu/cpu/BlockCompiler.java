package pdp1.emu.cpu;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Turns a {@link BlockPlan} into a {@link Block}: a hidden class whose {@code run} does the
 * block's instructions one after another, each written out with its address and operand fixed
 * (or, for a varying word or an indirect operand, found as it runs), so nothing is fetched or
 * decoded. Each instruction does what the interpreter's case for it does, mostly by calling the
 * same methods (Cpu's, OperateGroup's, SkipGroup's, ShiftGroup's); the JIT inlines them into one
 * straight run of code.
 *
 * <p>The clock: the block adds its time at the end, and before an operate or skip instruction
 * brings the clock to that instruction's start, since those tell the program flag sink and
 * the key wait the time they happen. An IOT is a call of {@code Cpu.blockIot} with the clock at
 * its fetch; the clock then stands where the IOT and its wait left it. A block may stop early,
 * with the clock, PC and the count of instructions done as the interpreter would have them:
 * before an indirect operand whose pointer is itself indirect or in extend mode, after a write
 * into its own words, and before or after an IOT when {@code blockIot} says so.
 */
final class BlockCompiler {

    private static final String CPU = Type.getInternalName(Cpu.class);
    /** The members of Cpu and its parts that blocks use, each checked when this class loads. */
    private static final BlockMember CORE_FIELD = BlockMember.field(Cpu.class, "core", int[].class);
    private static final BlockMember PC = BlockMember.field(Cpu.class, "pc", int.class);
    private static final BlockMember AC = BlockMember.field(Cpu.class, "ac", int.class);
    private static final BlockMember IO = BlockMember.field(Cpu.class, "io", int.class);
    private static final BlockMember EXTEND = BlockMember.field(Cpu.class, "extend", boolean.class);
    private static final BlockMember STOP_REQUESTED = BlockMember.field(Cpu.class, "stopRequested", boolean.class);
    private static final BlockMember CODE_WRITES = BlockMember.field(Cpu.class, "codeWrites", long.class);
    private static final BlockMember CLOCK = BlockMember.field(Cpu.class, "clock", pdp1.emu.time.Clock.class);
    private static final BlockMember NOW = BlockMember.field(pdp1.emu.time.Clock.class, "now", long.class);
    private static final BlockMember WRITE = BlockMember.method(Cpu.class, "write", void.class, int.class, int.class);
    private static final BlockMember ADD_TO_AC = BlockMember.method(Cpu.class, "addToAc", void.class, int.class);
    private static final BlockMember SUBTRACT_FROM_AC = BlockMember.method(Cpu.class, "subtractFromAc", void.class, int.class);
    private static final BlockMember INDEX = BlockMember.method(Cpu.class, "index", void.class, int.class);
    private static final BlockMember INDEX_AND_SKIP = BlockMember.method(Cpu.class, "indexAndSkip", void.class, int.class);
    private static final BlockMember SKIP_IF_DIFFERS = BlockMember.method(Cpu.class, "skipIfDiffers", void.class, int.class);
    private static final BlockMember SKIP_IF_SAME = BlockMember.method(Cpu.class, "skipIfSame", void.class, int.class);
    private static final BlockMember SAVED_PC_WORD = BlockMember.method(Cpu.class, "savedPcWord", int.class);
    private static final BlockMember CAL_JDA = BlockMember.method(Cpu.class, "calJda", void.class, int.class);
    private static final BlockMember OPERATE = BlockMember.method(OperateGroup.class, "execute", boolean.class, Cpu.class, int.class);
    private static final BlockMember SHIFT = BlockMember.method(ShiftGroup.class, "execute", boolean.class, Cpu.class, int.class);
    private static final BlockMember SKIP = BlockMember.method(SkipGroup.class, "execute", void.class, Cpu.class, int.class);
    private static final BlockMember BLOCK_IOT = BlockMember.method(Cpu.class, "blockIot", int.class, int.class, long.class,
            long.class, int.class);
    private static final BlockMember BLOCK_GOES_ON = BlockMember.method(Cpu.class, "blockGoesOn", boolean.class, long.class,
            long.class);
    private static final String BLOCK = Type.getInternalName(Block.class);
    private static final String RUN = "(L" + CPU + ";JJ)J";
    /** Locals of run: this, cpu, limitUs, steps, core, instructions done, Y found as it runs, codeWrites at the pass's start. */
    private static final int THIS = 0, C = 1, LIMIT = 2, STEPS = 4, CORE = 6, DONE = 7, EA = 9, WRITES = 10;
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    /** The block for {@code plan} (not empty). */
    Block compile(BlockPlan plan) {
        byte[] bytes = classFile(plan);
        try {
            Class<?> c = LOOKUP.defineHiddenClass(bytes, false).lookupClass();
            Block b = (Block) c.getDeclaredConstructor().newInstance();
            b.addresses = plan.addresses();
            b.words = plan.words();
            b.masks = plan.masks();
            b.count = plan.count();
            b.entryCount = plan.segmentEnd(0);
            b.us = plan.us();
            return b;
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("cannot define the block at " + Integer.toOctalString(plan.start()), e);
        }
    }

    private byte[] classFile(BlockPlan plan) {
        ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES);
        String name = "pdp1/emu/cpu/Block$" + Integer.toOctalString(plan.start());
        cw.visit(V17, ACC_FINAL | ACC_SUPER, name, null, BLOCK, null);
        MethodVisitor init = cw.visitMethod(0, "<init>", "()V", null, null);
        init.visitCode();
        init.visitVarInsn(ALOAD, THIS);
        init.visitMethodInsn(INVOKESPECIAL, BLOCK, "<init>", "()V", false);
        init.visitInsn(RETURN);
        init.visitMaxs(0, 0);
        init.visitEnd();
        MethodVisitor mv = cw.visitMethod(0, "run", RUN, null, null);
        mv.visitCode();
        mv.visitVarInsn(ALOAD, C);
        CORE_FIELD.get(mv);
        mv.visitVarInsn(ASTORE, CORE);
        mv.visitInsn(LCONST_0);
        mv.visitVarInsn(LSTORE, DONE);
        Label pass = new Label();
        Label end = new Label();
        mv.visitLabel(pass);
        boolean guarded = !plan.loops() && plan.mayLeadBack();
        if (guarded) {
            mv.visitVarInsn(ALOAD, C);
            CODE_WRITES.get(mv);
            mv.visitVarInsn(LSTORE, WRITES);
        }
        Body body = new Body(mv, plan);
        body.emit();
        mv.visitVarInsn(LLOAD, DONE);
        mv.visitLdcInsn((long) plan.count());
        mv.visitInsn(LADD);
        mv.visitVarInsn(LSTORE, DONE);
        if (guarded) {
            mv.visitVarInsn(ALOAD, C);
            CODE_WRITES.get(mv);
            mv.visitVarInsn(LLOAD, WRITES);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFNE, end);             // it changed words a block depends on
        }
        if (plan.mayLeadBack()) {
            again(mv, plan, pass, end);
        }
        mv.visitLabel(end);
        mv.visitVarInsn(LLOAD, DONE);
        mv.visitInsn(LRETURN);
        body.emitExits();
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * Back to {@code pass} when the block ended at its start and another pass may run. Without
     * IOTs: it ends by the limit (clock.now + us <= limitUs) within the steps (done + count <=
     * steps), and no STOP waits. With IOTs, which may have moved the events and taken wait steps:
     * when {@code Cpu.blockGoesOn} lets its first segment run.
     */
    private static void again(MethodVisitor mv, BlockPlan plan, Label pass, Label end) {
        mv.visitVarInsn(ALOAD, C);
        PC.get(mv);
        mv.visitLdcInsn(plan.start());
        mv.visitJumpInsn(IF_ICMPNE, end);
        if (plan.hasIot()) {
            mv.visitVarInsn(ALOAD, C);
            mv.visitLdcInsn(plan.us());
            mv.visitVarInsn(LLOAD, DONE);
            mv.visitLdcInsn((long) plan.segmentEnd(0));
            mv.visitInsn(LADD);
            BLOCK_GOES_ON.call(mv);
            mv.visitJumpInsn(IFEQ, end);
        } else {
            mv.visitVarInsn(ALOAD, C);
            CLOCK.get(mv);
            NOW.get(mv);
            mv.visitLdcInsn(plan.us());
            mv.visitInsn(LADD);
            mv.visitVarInsn(LLOAD, LIMIT);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFGT, end);
            mv.visitVarInsn(LLOAD, DONE);
            mv.visitLdcInsn((long) plan.count());
            mv.visitInsn(LADD);
            mv.visitVarInsn(LLOAD, STEPS);
            mv.visitInsn(LCMP);
            mv.visitJumpInsn(IFGT, end);
            mv.visitVarInsn(ALOAD, C);
            STOP_REQUESTED.get(mv);
            mv.visitJumpInsn(IFNE, end);
        }
        mv.visitJumpInsn(GOTO, pass);
    }

    /**
     * A way out of the middle of a pass: add {@code us} to the clock, set PC (unless the
     * instruction set it, {@code pc} < 0) and return the instructions done, {@code count} of
     * this pass.
     */
    private record Exit(Label label, long us, int pc, int count) {
    }

    /** The code of one pass: the instructions, the clock and PC; then its exits. */
    private static final class Body {
        private final MethodVisitor mv;
        private final BlockPlan plan;
        private final List<Exit> exits = new ArrayList<>();
        private long clockUs;               // µs of the pass already added to the clock
        private long atUs;                  // the current instruction's start, from the pass's
        private int at;                     // its address
        private int fixedY = -1;            // its operand address if fixed, else -1: in local EA

        Body(MethodVisitor mv, BlockPlan plan) {
            this.mv = mv;
            this.plan = plan;
        }

        void emit() {
            int last = plan.count() - 1;
            for (int k = 0; k <= last; k++) {
                at = plan.addresses()[k];
                int word = plan.words()[k];
                if (BlockPlan.isIot(word)) {
                    iot(k);
                    if (k == last) {
                        setPc(Cpu.nextAddress(at));
                    }
                    continue;
                }
                operand(word, plan.varying(k), k);
                instruction(word);
                long nextUs = atUs + BlockPlan.cycles(word) * Cpu.CYCLE_US;
                if (BlockPlan.writesAsItRuns(word, plan.masks()[k])) {
                    stopIfItWroteTheBlock(word, k, nextUs);
                }
                atUs = nextUs;
                if (k == last && !BlockPlan.ends(word)) {
                    setPc(Cpu.nextAddress(at));
                }
            }
            addToClock(atUs - clockUs);
        }

        /** The exits' code, after the method's return. */
        void emitExits() {
            for (Exit e : exits) {
                mv.visitLabel(e.label());
                if (e.us() != 0) {
                    clockPlus(e.us());
                }
                if (e.pc() >= 0) {
                    setPc(e.pc());
                }
                mv.visitVarInsn(LLOAD, DONE);
                mv.visitLdcInsn((long) e.count());
                mv.visitInsn(LADD);
                mv.visitInsn(LRETURN);
            }
        }

        /**
         * Finds the operand address Y of word k: fixed, or into local EA as the block runs (the
         * word's address part from core if it varies; through the pointer if deferred, leaving
         * the block before this instruction when the pointer is indirect too or in extend mode).
         */
        private void operand(int word, boolean varying, int k) {
            int field = at & Cpu.FIELD;
            boolean deferred = BlockPlan.deferred(word);
            if (!varying && !deferred) {
                fixedY = BlockPlan.operand(at, word);
                return;
            }
            fixedY = -1;
            if (varying) {
                pushAddressPart();
                push(field);
                mv.visitInsn(IOR);
            } else {
                push(BlockPlan.operand(at, word));
            }
            mv.visitVarInsn(ISTORE, EA);
            if (deferred) {
                Label before = exit(atUs - clockUs, at, k);
                mv.visitVarInsn(ALOAD, C);
                EXTEND.get(mv);
                mv.visitJumpInsn(IFNE, before);
                mv.visitVarInsn(ALOAD, CORE);
                mv.visitVarInsn(ILOAD, EA);
                mv.visitInsn(IALOAD);                           // the pointer
                mv.visitInsn(DUP);
                push(Cpu.INDIRECT);
                mv.visitInsn(IAND);
                Label direct = new Label();
                mv.visitJumpInsn(IFEQ, direct);
                mv.visitInsn(POP);
                mv.visitJumpInsn(GOTO, before);
                mv.visitLabel(direct);
                push(Cpu.ADDRESS);
                mv.visitInsn(IAND);
                push(field);
                mv.visitInsn(IOR);
                mv.visitVarInsn(ISTORE, EA);
            }
        }

        /**
         * The IOT, word k: {@code Cpu.blockIot} with the clock at its fetch, which reads the word
         * from core (the program may rewrite its device code or pulse bit, as Kalah's dpy its
         * intensity), does it with its wait and looks at the clock before the next segment. The
         * clock then stands where the IOT left it, and the block's times count from there.
         */
        private void iot(int k) {
            addToClock(atUs - clockUs);
            int next = plan.segmentEnd(k + 1);
            mv.visitVarInsn(ALOAD, C);
            push(at);
            mv.visitVarInsn(LLOAD, DONE);
            mv.visitLdcInsn((long) k);
            mv.visitInsn(LADD);
            mv.visitLdcInsn(plan.us(k + 1, next));
            push(next - k - 1);
            BLOCK_IOT.call(mv);                      // 0: go on; > 0: stop after it; < 0: before it
            Label goesOn = new Label();
            mv.visitInsn(DUP);
            mv.visitJumpInsn(IFEQ, goesOn);
            mv.visitJumpInsn(IFLT, exit(0, -1, k));
            mv.visitJumpInsn(GOTO, exit(0, -1, k + 1));
            mv.visitLabel(goesOn);
            mv.visitInsn(POP);
            clockUs = 0;
            atUs = 0;
        }

        /** After a write found as the block ran: leave the pass if it fell on the block's own words. */
        private void stopIfItWroteTheBlock(int word, int k, long nextUs) {
            int lowest = plan.lowest();
            boolean terminator = BlockPlan.ends(word);
            Label out = exit(nextUs - clockUs, terminator ? -1 : Cpu.nextAddress(at), k + 1);
            mv.visitVarInsn(ILOAD, EA);
            push(lowest);
            mv.visitInsn(ISUB);
            push(plan.highest() - lowest);
            mv.visitMethodInsn(INVOKESTATIC, "java/lang/Integer", "compareUnsigned", "(II)I", false);
            mv.visitJumpInsn(IFLE, out);
        }

        private Label exit(long us, int pc, int count) {
            Label l = new Label();
            exits.add(new Exit(l, us, pc, count));
            return l;
        }

        private void instruction(int word) {
            int op = word >>> 13;
            switch (op) {
                case Cpu.AND -> combineIntoAc(IAND);
                case Cpu.IOR -> combineIntoAc(IOR);
                case Cpu.XOR -> combineIntoAc(IXOR);
                case Cpu.LAC -> {
                    mv.visitVarInsn(ALOAD, C);
                    load();
                    AC.put(mv);
                }
                case Cpu.LIO -> {
                    mv.visitVarInsn(ALOAD, C);
                    load();
                    IO.put(mv);
                }
                case Cpu.DAC -> store(() -> register(AC));
                case Cpu.DIO -> store(() -> register(IO));
                case Cpu.DZM -> store(() -> mv.visitInsn(ICONST_0));
                case Cpu.DAP -> store(() -> merge(0770000, Cpu.ADDRESS));
                case Cpu.DIP -> store(() -> merge(Cpu.ADDRESS, 0770000));
                case Cpu.ADD -> callWithWord(ADD_TO_AC);
                case Cpu.SUB -> callWithWord(SUBTRACT_FROM_AC);
                case Cpu.IDX -> callWithAddress(INDEX);
                case Cpu.LAW -> {
                    mv.visitVarInsn(ALOAD, C);
                    if (fixedY < 0) {                         // a varying law: its number from core
                        pushAddressPart();
                        if ((word & Cpu.INDIRECT) != 0) {
                            push(Cpu.WORD);
                            mv.visitInsn(IXOR);
                        }
                    } else {
                        push(Cpu.lawValue(word));
                    }
                    AC.put(mv);
                }
                case Cpu.OPR -> {
                    addToClock(atUs - clockUs);              // flags tell their sink the time
                    if ((word & OperateGroup.LAP) != 0) {
                        setPc(Cpu.nextAddress(at));          // lap reads the saved PC
                    }
                    group(OPERATE, word);
                }
                case Cpu.SFT -> group(SHIFT, word);
                case Cpu.SKP -> {
                    addToClock(atUs - clockUs);              // szf 1 tells the key wait the time
                    setPc(Cpu.nextAddress(at));
                    group(SKIP, word);
                }
                case Cpu.ISP -> {
                    setPc(Cpu.nextAddress(at));
                    callWithAddress(INDEX_AND_SKIP);
                }
                case Cpu.SAD -> {
                    setPc(Cpu.nextAddress(at));
                    callWithAddress(SKIP_IF_DIFFERS);
                }
                case Cpu.SAS -> {
                    setPc(Cpu.nextAddress(at));
                    callWithAddress(SKIP_IF_SAME);
                }
                case Cpu.JMP -> setPcToY();
                case Cpu.JSP -> {
                    setPc(Cpu.nextAddress(at));
                    mv.visitVarInsn(ALOAD, C);
                    mv.visitVarInsn(ALOAD, C);
                    SAVED_PC_WORD.call(mv);
                    AC.put(mv);
                    setPcToY();
                }
                case Cpu.CAL_JDA -> {
                    setPc(Cpu.nextAddress(at));
                    mv.visitVarInsn(ALOAD, C);
                    push(word);
                    CAL_JDA.call(mv);
                }
                default -> throw new IllegalArgumentException("not a block instruction: " + Integer.toOctalString(word));
            }
        }

        /** Pushes Y (always installed memory: it is in the field of the instruction, and memory comes in fields). */
        private void pushY() {
            if (fixedY >= 0) {
                push(fixedY);
            } else {
                mv.visitVarInsn(ILOAD, EA);
            }
        }

        /** Pushes the current word's address part, bits 6-17, as it is in core now. */
        private void pushAddressPart() {
            mv.visitVarInsn(ALOAD, CORE);
            push(at);
            mv.visitInsn(IALOAD);
            push(Cpu.ADDRESS);
            mv.visitInsn(IAND);
        }

        /** ac = ac OP C(Y). */
        private void combineIntoAc(int opcode) {
            mv.visitVarInsn(ALOAD, C);
            register(AC);
            load();
            mv.visitInsn(opcode);
            AC.put(mv);
        }

        /** C(Y) with the part {@code keep} kept and the part {@code take} from AC (dap, dip). */
        private void merge(int keep, int take) {
            load();
            push(keep);
            mv.visitInsn(IAND);
            register(AC);
            push(take);
            mv.visitInsn(IAND);
            mv.visitInsn(IOR);
        }

        /** Pushes C(Y). */
        private void load() {
            mv.visitVarInsn(ALOAD, CORE);
            pushY();
            mv.visitInsn(IALOAD);
        }

        /** C(Y) <- the value {@code value} pushes, by {@code Cpu.write} (which watches the blocks' words). */
        private void store(Runnable value) {
            mv.visitVarInsn(ALOAD, C);
            pushY();
            value.run();
            WRITE.call(mv);
        }

        private void register(BlockMember register) {
            mv.visitVarInsn(ALOAD, C);
            register.get(mv);
        }

        private void callWithWord(BlockMember method) {
            mv.visitVarInsn(ALOAD, C);
            load();
            method.call(mv);
        }

        private void callWithAddress(BlockMember method) {
            mv.visitVarInsn(ALOAD, C);
            pushY();
            method.call(mv);
        }

        private void setPcToY() {
            mv.visitVarInsn(ALOAD, C);
            pushY();
            PC.put(mv);
        }

        /** OperateGroup/ShiftGroup/SkipGroup.execute(cpu, word), its result dropped. */
        private void group(BlockMember execute, int word) {
            mv.visitVarInsn(ALOAD, C);
            push(word);
            execute.call(mv);
            if (execute.returnsValue()) {
                mv.visitInsn(POP);
            }
        }

        private void setPc(int pc) {
            mv.visitVarInsn(ALOAD, C);
            push(pc);
            PC.put(mv);
        }

        /** clock.now += us (if any), as part of the pass. */
        private void addToClock(long us) {
            if (us != 0) {
                clockPlus(us);
                clockUs += us;
            }
        }

        private void clockPlus(long us) {
            mv.visitVarInsn(ALOAD, C);
            CLOCK.get(mv);
            mv.visitInsn(DUP);
            NOW.get(mv);
            mv.visitLdcInsn(us);
            mv.visitInsn(LADD);
            NOW.put(mv);
        }

        private void push(int value) {
            if (value >= Short.MIN_VALUE && value <= Short.MAX_VALUE) {
                mv.visitIntInsn(SIPUSH, value);
            } else {
                mv.visitLdcInsn(value);
            }
        }
    }
}
