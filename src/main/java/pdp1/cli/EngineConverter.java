package pdp1.cli;

import pdp1.emu.cpu.Engine;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.TypeConversionException;

/** An {@code --engine} value, "interpreter" or "translator" (any case), with a one-line error otherwise. */
final class EngineConverter implements ITypeConverter<Engine> {
    @Override
    public Engine convert(String value) {
        for (Engine e : Engine.values()) {
            if (e.name().equalsIgnoreCase(value.strip())) {
                return e;
            }
        }
        throw new TypeConversionException("'" + value + "' is not an engine: interpreter or translator");
    }
}
