package pdp1.serve;

import java.util.List;
import java.util.stream.Stream;
import pdp1.emu.dev.StandardMachine;
import pdp1.games.Games;
import pdp1.program.ProgramImage;

/**
 * The programs of the page's menu, from the jar's programs/ (the very images {@code pdp1.jar
 * kalah} and the cross-check run): each is put into core and started, with the console switches
 * at 0, which the games read as their defaults (docs/kalah-program.md: 4 seeds, depth 5, the
 * board on the CRT, a person against the computer).
 */
final class Catalogue {

    /** A program of the menu. */
    record Entry(String id, String title, String file) {
    }

    /** The registered games first, then the demonstration programs. */
    static final List<Entry> ENTRIES = Stream.concat(
            Games.ALL.stream().map(g -> new Entry(g.id(), g.title(), g.programFile())), Stream.of(
            new Entry("hello", "hello: a greeting on the typewriter", "hello.mac"),
            new Entry("echo", "echo: types back every key, in red", "echo.mac"),
            new Entry("squares", "squares: a square on the Type 30", "squares.mac"),
            new Entry("music", "music: a tune on flag 1 (sound on)", "music.mac"))).toList();

    private Catalogue() {
    }

    static List<Messages.MenuEntry> menu() {
        return ENTRIES.stream().map(e -> new Messages.MenuEntry(e.id(), e.title())).toList();
    }

    /** The entry called {@code id}; an IllegalArgumentException naming the choices when there is none. */
    static Entry entry(String id) {
        return ENTRIES.stream().filter(e -> e.id().equals(id)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("no program \"" + id + "\" in the menu ("
                        + String.join(", ", ENTRIES.stream().map(Entry::id).toList()) + ")"));
    }

    /** Puts the entry's program into {@code pdp1}'s core, switches at 0, and STARTs it (not yet running). */
    static void load(Entry entry, StandardMachine pdp1) {
        pdp1.machine().cpu().ss = 0;
        pdp1.machine().cpu().tw = 0;
        pdp1.console().loadImage(ProgramImage.fromClasspath(entry.file()).image());
    }
}
