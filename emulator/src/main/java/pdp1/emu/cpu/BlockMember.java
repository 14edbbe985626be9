package pdp1.emu.cpu;

import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * A field or method of the emulator that translated blocks reach by name (BlockCompiler): found by
 * reflection when it is declared, so that a renamed or retyped member fails when the translator
 * loads, naming it, and not inside a generated block at its first run.
 */
record BlockMember(String owner, String name, String descriptor, int kind) {

    private static final int FIELD = 0, VIRTUAL = 1, STATIC = 2;

    /** The instance field {@code name} of {@code owner}, of {@code type}. */
    static BlockMember field(Class<?> owner, String name, Class<?> type) {
        try {
            Field f = owner.getDeclaredField(name);
            if (f.getType() != type || Modifier.isStatic(f.getModifiers())) {
                throw missing(owner, "instance field " + type.getSimpleName() + " " + name);
            }
        } catch (NoSuchFieldException e) {
            throw missing(owner, "instance field " + type.getSimpleName() + " " + name);
        }
        return new BlockMember(Type.getInternalName(owner), name, Type.getDescriptor(type), FIELD);
    }

    /** The method {@code name(parameters)} of {@code owner} returning {@code result}, static or not as declared. */
    static BlockMember method(Class<?> owner, String name, Class<?> result, Class<?>... parameters) {
        try {
            Method m = owner.getDeclaredMethod(name, parameters);
            if (m.getReturnType() != result) {
                throw missing(owner, "method " + name + " returning " + result.getSimpleName());
            }
            return new BlockMember(Type.getInternalName(owner), name, Type.getMethodDescriptor(m),
                    Modifier.isStatic(m.getModifiers()) ? STATIC : VIRTUAL);
        } catch (NoSuchMethodException e) {
            throw missing(owner, "method " + name + " of " + parameters.length + " parameters");
        }
    }

    /** GETFIELD of this field, the object on the stack. */
    void get(MethodVisitor mv) {
        mv.visitFieldInsn(Opcodes.GETFIELD, owner, name, descriptor);
    }

    /** PUTFIELD of this field, the object and the value on the stack. */
    void put(MethodVisitor mv) {
        mv.visitFieldInsn(Opcodes.PUTFIELD, owner, name, descriptor);
    }

    /** A call of this method, its receiver (unless static) and arguments on the stack. */
    void call(MethodVisitor mv) {
        mv.visitMethodInsn(kind == STATIC ? Opcodes.INVOKESTATIC : Opcodes.INVOKEVIRTUAL, owner, name, descriptor, false);
    }

    /** Whether the method returns a value that is left on the stack. */
    boolean returnsValue() {
        return Type.getReturnType(descriptor) != Type.VOID_TYPE;
    }

    private static IllegalStateException missing(Class<?> owner, String what) {
        return new IllegalStateException("the translator's blocks use the " + what + " of " + owner.getName()
                + ", which it does not have");
    }
}
