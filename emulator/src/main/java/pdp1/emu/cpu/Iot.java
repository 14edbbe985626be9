package pdp1.emu.cpu;

import java.util.ArrayList;
import java.util.List;
import pdp1.emu.io.Device;
import pdp1.emu.io.IoBus;

/**
 * The in-out transfer group, op 72/73 (docs/machine.md §2.10, §3.4), and the bus lines the
 * devices drive back (completion pulse, break request, program flags).
 *
 * <p>An IOT word: bit 5 (010000) W = wait, bit 6 (004000) C, bits 12-17 the device code. The
 * command pulse goes to the device once, at the end of the IOT's 5 µs cycle. With W = 1 the
 * processor enters the I/O halt (IOH) until the completion pulse (IOS); the wait is made of
 * 5 µs re-fetch cycles, and a re-fetch ends it only if the pulse came before that cycle began
 * (AAP's model of the drawings: IOS is looked at in TP9, the command goes out in TP10), so it
 * ends one cycle after the first cycle boundary at or after the pulse. Codes the
 * processor answers itself: 00 {@code ioh}, 33 {@code cks}, 54 {@code lsm}, 55 {@code esm},
 * 56 {@code cbs}, 74 {@code lem}/{@code eem}, and 50-53 with the 16-channel break option.
 * A code nobody answers is a 5 µs no-op (as SIMH without STOP_INST). For codes 30-37 IO is
 * cleared before the device sees it (AAP: {@code rrb} 30, {@code cks} 33).
 */
public final class Iot implements IoBus {

    public static final int IOH = 000;
    public static final int CKS = 033;
    public static final int DSC = 050;
    public static final int ASC = 051;
    public static final int ISB = 052;
    public static final int CAC = 053;
    public static final int LSM = 054;
    public static final int ESM = 055;
    public static final int CBS = 056;
    public static final int EEM_LEM = 074;

    static final int WAIT = 010000;
    static final int PULSE = 004000;
    /** {@code cks} bit 6: sequence-break mode on (§4.1). */
    public static final int CKS_SBM = 004000;

    private final Cpu cpu;
    private final Device[] byCode = new Device[64];
    private final List<Device> devices = new ArrayList<>();
    private Device[] statusDevices = new Device[0];

    Iot(Cpu cpu) {
        this.cpu = cpu;
    }

    /** Registers a device for its IOT codes and its {@code cks} status bits. */
    public void attach(Device device) {
        int[] codes = device.iotCodes();
        for (int code : codes) {
            if (code < 0 || code > 077) {
                throw new IllegalArgumentException(name(device) + " claims IOT code " + Integer.toOctalString(code)
                        + ": codes are 00-77 octal");
            }
            String owner = ownerOf(code);
            if (owner != null) {
                throw new IllegalArgumentException(name(device) + " claims IOT code "
                        + twoDigits(code) + ", already answered by " + owner);
            }
        }
        for (int code : codes) {
            byCode[code] = device;
        }
        devices.add(device);
        statusDevices = devices.toArray(new Device[0]);
    }

    public List<Device> devices() {
        return List.copyOf(devices);
    }

    /** Console START: every device back to idle. */
    void startClear() {
        for (Device d : statusDevices) {
            d.startClear();
        }
    }

    /** The {@code cks} word: every device's status bits and SBM in bit 6. */
    public int statusWord() {
        int status = cpu.sbm ? CKS_SBM : 0;
        for (Device d : statusDevices) {
            status |= d.status();
        }
        return status & Arithmetic.WORD;
    }

    /**
     * Executes an IOT (its fetch cycle is already counted). {@code at} is the address of the
     * instruction that was fetched (the IOT, or the {@code xct} that executes it).
     */
    void execute(int word, int at, long commandTimeUs) {
        boolean wait = (word & WAIT) != 0;
        boolean seen = cpu.ios;                      // IOS before this fetch's TP9 (AAP)
        if (wait && cpu.ihs && cpu.ihsAddress == at) {
            cpu.ihs = false;                         // back from a break: wait again, no new command
        } else {
            command(word, commandTimeUs);
            seen &= cpu.ios;                         // a pulse the command itself gives comes at TP10
        }
        if (wait) {
            if (seen) {
                cpu.ios = false;                     // the pulse came already: no wait
            } else {
                cpu.ioh = true;
                cpu.pc = at;                         // re-fetch until IOS (§3.4)
            }
        }
    }

    private void command(int word, long now) {
        int code = word & 077;
        if (code != IOH && (word & (WAIT | PULSE)) != 0) {
            cpu.ios = false;                         // a new command: wait for its own pulse
        }
        if ((code & 070) == 030) {
            cpu.io = 0;
        }
        switch (code) {
            case IOH -> { }
            case CKS -> {
                cpu.io = statusWord();
                cpu.askedForKey(now);                // the status word holds the key-struck bit
            }
            case LSM -> cpu.sbm = false;
            case ESM -> cpu.sbm = true;
            case CBS -> cpu.sbs.clear();
            case EEM_LEM -> cpu.extend = (word & PULSE) != 0;
            case DSC, ASC, ISB, CAC -> {
                if (cpu.sbs.sixteenChannels()) {
                    cpu.sbs.channelIot(code, word);
                } else {
                    device(word, code, now);
                }
            }
            default -> device(word, code, now);
        }
    }

    private void device(int word, int code, long now) {
        Device d = byCode[code];
        if (d != null) {
            cpu.io = d.iot(word, cpu.io, now) & Arithmetic.WORD;
        }
    }

    private String ownerOf(int code) {
        if (byCode[code] != null) {
            return name(byCode[code]);
        }
        boolean processor = switch (code) {
            case IOH, CKS, LSM, ESM, CBS, EEM_LEM -> true;
            case DSC, ASC, ISB, CAC -> cpu.sbs.sixteenChannels();
            default -> false;
        };
        return processor ? "the processor" : null;
    }

    private static String name(Device d) {
        return d.getClass().getSimpleName();
    }

    private static String twoDigits(int code) {
        return (code < 010 ? "0" : "") + Integer.toOctalString(code);
    }

    // --- IoBus: what devices do to the processor ---

    @Override
    public void completionPulse() {
        cpu.ios = true;
    }

    @Override
    public void completionPulseWithIo(int word) {
        cpu.io = word & Arithmetic.WORD;
        cpu.ios = true;
    }

    @Override
    public void requestBreak(int channel) {
        cpu.sbs.request(channel);
    }

    @Override
    public void setProgramFlag(int flag) {
        if (flag < 1 || flag > 6) {
            throw new IllegalArgumentException("program flag " + flag + ": flags are 1-6");
        }
        int before = cpu.pf;
        cpu.pf |= SkipGroup.SELECT[flag];
        cpu.flagsWritten(before);
    }
}
