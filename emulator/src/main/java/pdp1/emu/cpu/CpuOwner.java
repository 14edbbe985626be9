package pdp1.emu.cpu;

/**
 * What holds a processor: to its users the whole machine ({@code pdp1.emu.Machine}). It lets
 * {@code StopReason.describe} take a machine without this package knowing the class.
 */
public interface CpuOwner {

    Cpu cpu();
}
