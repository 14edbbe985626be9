/**
 * The machine's state, declared once: every register of the processor and of every device (its
 * name, width, meaning and whether a person may set it), every pending device completion, and
 * every buffer a device holds (a tape, the keys queued, the paper). The one {@link
 * pdp1.emu.state.StateTable} drives the snapshot, the debugger's {@code r} and {@code set},
 * {@code run --dump} and the panel's lamps; adding a register is one line in the part that owns
 * it (docs/emulator.md, "The state table"). Depends on nothing but {@link pdp1.emu.time}.
 */
package pdp1.emu.state;
