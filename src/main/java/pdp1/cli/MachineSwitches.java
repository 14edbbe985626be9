package pdp1.cli;

import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.ITypeConverter;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.TypeConversionException;
import pdp1.emu.MachineOptions;
import pdp1.emu.dev.StandardMachine;

/**
 * The machine's options and console switches as a command takes them (a picocli mixin): core
 * size, the Type 10 option, sense switches, test word, a START address. Bad values are usage
 * errors with the help hint, through picocli's one path.
 */
final class MachineSwitches {

    @Option(names = "--sense", paramLabel = "N", split = ",", description = "Sense switches up, e.g. --sense 1,3.")
    List<Integer> sense = new ArrayList<>();

    @Option(names = "--test-word", paramLabel = "OCTAL", converter = Octal.class, description = "The test word switches, in octal.")
    Integer testWord;

    @Option(names = "--start", paramLabel = "OCTAL", converter = Octal.class,
            description = "After loading, START at this address (console START) instead of where the program begins.")
    Integer start;

    @Option(names = "--mul-div", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Type 10 automatic multiply/divide installed (default); --no-mul-div for mus/dis.")
    boolean mulDiv;

    @Option(names = "--memory", paramLabel = "WORDS", defaultValue = "4096",
            description = "Core size in words: 4096..65536, a multiple of 4096. Default: ${DEFAULT-VALUE}.")
    int memory;

    /** An 18-bit octal number. */
    static final class Octal implements ITypeConverter<Integer> {
        @Override
        public Integer convert(String value) {
            try {
                int n = Integer.parseInt(value, 8);
                if (n >= 0 && n <= 0777777) {
                    return n;
                }
            } catch (NumberFormatException e) {
                // said below
            }
            throw new TypeConversionException("'" + value + "' is not an 18-bit octal number");
        }
    }

    /** The machine these options describe; out-of-range values are usage errors. */
    StandardMachine machine(CommandSpec spec) {
        MachineOptions options;
        try {
            options = new MachineOptions(memory, mulDiv, false);
        } catch (IllegalArgumentException e) {
            throw new ParameterException(spec.commandLine(), "--memory: " + e.getMessage());
        }
        checkSense(spec);
        if (start != null && start >= memory) {
            throw new ParameterException(spec.commandLine(), "--start: " + Integer.toOctalString(start)
                    + " is not an address in core (0.." + Integer.toOctalString(memory - 1) + ")");
        }
        return StandardMachine.create(options);
    }

    /** A usage error for a sense switch that is not 1-6. */
    void checkSense(CommandSpec spec) {
        for (int n : sense) {
            if (n < 1 || n > 6) {
                throw new ParameterException(spec.commandLine(), "--sense: sense switches are 1-6, not " + n);
            }
        }
    }

    /** Sets the switches on the console, and presses START at --start if it was given. */
    void apply(StandardMachine pdp1) {
        setSwitches(pdp1);
        if (start != null) {
            pdp1.machine().start(start);
        }
    }

    /** Sets the sense switches and the test word, as a person would before pressing a key. */
    void setSwitches(StandardMachine pdp1) {
        for (int n : sense) {
            pdp1.console().setSenseSwitch(n, true);
        }
        if (testWord != null) {
            pdp1.console().setTestWord(testWord);
        }
    }
}
