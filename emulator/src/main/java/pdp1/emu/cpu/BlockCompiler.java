package pdp1.emu.cpu;

import static org.objectweb.asm.Opcodes.*;

import java.lang.invoke.MethodHandles;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Turns a {@link BlockPlan} into a {@link Block}: a hidden class whose {@code run} does the
 * block's instructions one after another, each written out with its address and operand fixed,
 * so nothing is fetched or decoded at run time. Each instruction does what the interpreter's
 * case for it does, mostly by calling the same methods (Cpu's, OperateGroup's, SkipGroup's,
 * ShiftGroup's); the JIT inlines them into one straight run of code.
 *
 * <p>The clock: the block adds its time at the end, and before an operate or skip instruction
 * brings the clock to that instruction's start, since those tell the program flag sink and
 * the key wait the time they happen.
 */
final class BlockCompiler {

    private static final String CPU = Type.getInternalName(Cpu.class);
    private static final String CLOCK = Type.getInternalName(pdp1.emu.time.Clock.class);
    private static final String BLOCK = Type.getInternalName(Block.class);
    private static final String RUN = "(L" + CPU + ";JJ)J";
    private static final int THIS = 0, C = 1, LIMIT = 2, STEPS = 4, CORE = 6, DONE = 7;
    private static final MethodHandles.Lookup LOOKUP = MethodHandles.lookup();

    /** The block for {@code plan} (not empty). */
    Block compile(BlockPlan plan) {
        byte[] bytes = classFile(plan);
        try {
            Class<?> c = LOOKUP.defineHiddenClass(bytes, false).lookupClass();
            Block b = (Block) c.getDeclaredConstructor().newInstance();
            b.start = plan.start();
            b.addresses = plan.addresses();
            b.words = plan.words();
            b.masks = plan.masks();
            b.count = plan.count();
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
        mv.visitFieldInsn(GETFIELD, CPU, "core", "[I");
        mv.visitVarInsn(ASTORE, CORE);
        mv.visitInsn(LCONST_0);
        mv.visitVarInsn(LSTORE, DONE);
        Label pass = new Label();
        Label end = new Label();
        mv.visitLabel(pass);
        new Body(mv).emit(plan);
        mv.visitVarInsn(LLOAD, DONE);
        mv.visitLdcInsn((long) plan.count());
        mv.visitInsn(LADD);
        mv.visitVarInsn(LSTORE, DONE);
        if (plan.loops()) {
            again(mv, plan, pass, end);
        }
        mv.visitLabel(end);
        mv.visitVarInsn(LLOAD, DONE);
        mv.visitInsn(LRETURN);
        mv.visitMaxs(0, 0);
        mv.visitEnd();
        cw.visitEnd();
        return cw.toByteArray();
    }

    /**
     * Back to {@code pass} when the block ended at its start, another pass ends by the limit
     * (clock.now + us <= limitUs) within the steps (done + count <= steps), and no STOP waits.
     */
    private static void again(MethodVisitor mv, BlockPlan plan, Label pass, Label end) {
        mv.visitVarInsn(ALOAD, C);
        mv.visitFieldInsn(GETFIELD, CPU, "pc", "I");
        mv.visitLdcInsn(plan.start());
        mv.visitJumpInsn(IF_ICMPNE, end);
        mv.visitVarInsn(ALOAD, C);
        mv.visitFieldInsn(GETFIELD, CPU, "clock", "L" + CLOCK + ";");
        mv.visitFieldInsn(GETFIELD, CLOCK, "now", "J");
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
        mv.visitFieldInsn(GETFIELD, CPU, "stopRequested", "Z");
        mv.visitJumpInsn(IFNE, end);
        mv.visitJumpInsn(GOTO, pass);
    }

    /**
     * The address part of the instruction being written: fixed, or read from the word at
     * {@code at} as the block runs (a varying word, {@link BlockPlan}).
     */
    private record Operand(int fixed, int at) {
        Operand(int at) {
            this(-1, at);
        }

        boolean varies() {
            return at >= 0;
        }
    }

    /** The code of one pass: the instructions, the clock and PC. */
    private final class Body {
        private final MethodVisitor mv;
        private long clockUs;               // µs of the block already added to the clock
        private Operand operand;            // the current instruction's

        Body(MethodVisitor mv) {
            this.mv = mv;
        }

        void emit(BlockPlan plan) {
            long atUs = 0;                   // the current instruction's start, from the block's
            int last = plan.count() - 1;
            for (int k = 0; k <= last; k++) {
                int at = plan.addresses()[k];
                int word = plan.words()[k];
                operand = plan.varying(k) ? new Operand(at) : new Operand(BlockPlan.operand(at, word), -1);
                instruction(at, word, atUs);
                atUs += (1 + ((Cpu.EXECUTES >>> (word >>> 13)) & 1)) * Cpu.CYCLE_US;
                if (k == last && !setsPc(word)) {
                    setPc(Cpu.nextAddress(at));
                }
            }
            addToClock(atUs - clockUs);
        }

        /**
         * Pushes the operand address Y: the field of the instruction's own address and the
         * word's 12 bits, fixed or read from core (always installed memory: the field is the
         * instruction's).
         */
        private void pushY() {
            if (!operand.varies()) {
                push(operand.fixed());
                return;
            }
            pushAddressPart();
            push(operand.at() & Cpu.FIELD);
            mv.visitInsn(IOR);
        }

        /** Pushes the word's address part, bits 6-17, as it is in core now. */
        private void pushAddressPart() {
            mv.visitVarInsn(ALOAD, CORE);
            push(operand.at());
            mv.visitInsn(IALOAD);
            push(Cpu.ADDRESS);
            mv.visitInsn(IAND);
        }

        private boolean setsPc(int word) {
            int op = word >>> 13;
            return op == Cpu.ISP || op == Cpu.SAD || op == Cpu.SAS || op == Cpu.SKP
                    || op == Cpu.JMP || op == Cpu.JSP || op == Cpu.CAL_JDA;
        }

        private void instruction(int at, int word, long atUs) {
            int op = word >>> 13;
            switch (op) {
                case Cpu.AND -> combineIntoAc(IAND);
                case Cpu.IOR -> combineIntoAc(IOR);
                case Cpu.XOR -> combineIntoAc(IXOR);
                case Cpu.LAC -> {
                    mv.visitVarInsn(ALOAD, C);
                    load();
                    mv.visitFieldInsn(PUTFIELD, CPU, "ac", "I");
                }
                case Cpu.LIO -> {
                    mv.visitVarInsn(ALOAD, C);
                    load();
                    mv.visitFieldInsn(PUTFIELD, CPU, "io", "I");
                }
                case Cpu.DAC -> store(() -> register("ac"));
                case Cpu.DIO -> store(() -> register("io"));
                case Cpu.DZM -> store(() -> mv.visitInsn(ICONST_0));
                case Cpu.DAP -> store(() -> merge(0770000, Cpu.ADDRESS));
                case Cpu.DIP -> store(() -> merge(Cpu.ADDRESS, 0770000));
                case Cpu.ADD -> callWithWord("addToAc");
                case Cpu.SUB -> callWithWord("subtractFromAc");
                case Cpu.IDX -> callWithAddress("index");
                case Cpu.LAW -> {
                    mv.visitVarInsn(ALOAD, C);
                    if (operand.varies()) {
                        pushAddressPart();
                        if ((word & Cpu.INDIRECT) != 0) {
                            push(Cpu.WORD);
                            mv.visitInsn(IXOR);
                        }
                    } else {
                        push((word & Cpu.INDIRECT) != 0 ? (word & Cpu.ADDRESS) ^ Cpu.WORD : word & Cpu.ADDRESS);
                    }
                    mv.visitFieldInsn(PUTFIELD, CPU, "ac", "I");
                }
                case Cpu.OPR -> {
                    addToClock(atUs - clockUs);              // flags tell their sink the time
                    if ((word & OperateGroup.LAP) != 0) {
                        setPc(Cpu.nextAddress(at));          // lap reads the saved PC
                    }
                    group("OperateGroup", word, "Z");
                }
                case Cpu.SFT -> group("ShiftGroup", word, "Z");
                case Cpu.SKP -> {
                    addToClock(atUs - clockUs);              // szf 1 tells the key wait the time
                    setPc(Cpu.nextAddress(at));
                    group("SkipGroup", word, "V");
                }
                case Cpu.ISP -> {
                    setPc(Cpu.nextAddress(at));
                    callWithAddress("indexAndSkip");
                }
                case Cpu.SAD -> {
                    setPc(Cpu.nextAddress(at));
                    callWithAddress("skipIfDiffers");
                }
                case Cpu.SAS -> {
                    setPc(Cpu.nextAddress(at));
                    callWithAddress("skipIfSame");
                }
                case Cpu.JMP -> setPcToY();
                case Cpu.JSP -> {
                    setPc(Cpu.nextAddress(at));
                    mv.visitVarInsn(ALOAD, C);
                    mv.visitVarInsn(ALOAD, C);
                    mv.visitMethodInsn(INVOKEVIRTUAL, CPU, "savedPcWord", "()I", false);
                    mv.visitFieldInsn(PUTFIELD, CPU, "ac", "I");
                    setPcToY();
                }
                case Cpu.CAL_JDA -> {
                    setPc(Cpu.nextAddress(at));
                    mv.visitVarInsn(ALOAD, C);
                    push(word);
                    mv.visitMethodInsn(INVOKEVIRTUAL, CPU, "calJda", "(I)V", false);
                }
                default -> throw new IllegalArgumentException("not a block instruction: " + Integer.toOctalString(word));
            }
        }

        /** ac = ac OP C(Y). */
        private void combineIntoAc(int opcode) {
            mv.visitVarInsn(ALOAD, C);
            register("ac");
            load();
            mv.visitInsn(opcode);
            mv.visitFieldInsn(PUTFIELD, CPU, "ac", "I");
        }

        /** C(Y) with the part {@code keep} kept and the part {@code take} from AC (dap, dip). */
        private void merge(int keep, int take) {
            load();
            push(keep);
            mv.visitInsn(IAND);
            register("ac");
            push(take);
            mv.visitInsn(IAND);
            mv.visitInsn(IOR);
        }

        /**
         * Pushes C(Y). Y is always installed memory: it is in the field of the instruction,
         * which is installed (memory comes in whole fields).
         */
        private void load() {
            mv.visitVarInsn(ALOAD, CORE);
            pushY();
            mv.visitInsn(IALOAD);
        }

        /** C(Y) <- the value {@code value} pushes. */
        private void store(Runnable value) {
            mv.visitVarInsn(ALOAD, CORE);
            pushY();
            value.run();
            mv.visitInsn(IASTORE);
        }

        private void register(String name) {
            mv.visitVarInsn(ALOAD, C);
            mv.visitFieldInsn(GETFIELD, CPU, name, "I");
        }

        private void callWithWord(String method) {
            mv.visitVarInsn(ALOAD, C);
            load();
            mv.visitMethodInsn(INVOKEVIRTUAL, CPU, method, "(I)V", false);
        }

        private void callWithAddress(String method) {
            mv.visitVarInsn(ALOAD, C);
            pushY();
            mv.visitMethodInsn(INVOKEVIRTUAL, CPU, method, "(I)V", false);
        }

        private void setPcToY() {
            mv.visitVarInsn(ALOAD, C);
            pushY();
            mv.visitFieldInsn(PUTFIELD, CPU, "pc", "I");
        }

        /** OperateGroup/ShiftGroup/SkipGroup.execute(cpu, word), its result dropped. */
        private void group(String owner, int word, String result) {
            mv.visitVarInsn(ALOAD, C);
            push(word);
            mv.visitMethodInsn(INVOKESTATIC, "pdp1/emu/cpu/" + owner, "execute", "(L" + CPU + ";I)" + result, false);
            if (result.equals("Z")) {
                mv.visitInsn(POP);
            }
        }

        private void setPc(int pc) {
            mv.visitVarInsn(ALOAD, C);
            push(pc);
            mv.visitFieldInsn(PUTFIELD, CPU, "pc", "I");
        }

        /** clock.now += us (if any). */
        private void addToClock(long us) {
            if (us == 0) {
                return;
            }
            mv.visitVarInsn(ALOAD, C);
            mv.visitFieldInsn(GETFIELD, CPU, "clock", "L" + CLOCK + ";");
            mv.visitInsn(DUP);
            mv.visitFieldInsn(GETFIELD, CLOCK, "now", "J");
            mv.visitLdcInsn(us);
            mv.visitInsn(LADD);
            mv.visitFieldInsn(PUTFIELD, CLOCK, "now", "J");
            clockUs += us;
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
