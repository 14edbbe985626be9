package pdp1.emu.host;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import pdp1.asm.Assembler;
import pdp1.asm.Assembly;
import pdp1.emu.cpu.StopReason;
import pdp1.emu.dev.StandardMachine;
import pdp1.emu.host.RunEnd.Kind;

/** The one host loop: its endings, scripted keys struck when the program asks, stops. */
class HostLoopTest {

    private final StandardMachine pdp1 = StandardMachine.create();

    private void boot(String source) {
        Assembly a = Assembler.assemble(source, "test.mac");
        assertThat(a.hasErrors()).as(a.report()).isFalse();
        pdp1.console().loadImage(a.image());
    }

    private void bootProgram(String name) throws Exception {
        Path p = Path.of("programs", name);
        boot(Files.readString(Files.exists(p) ? p : Path.of("..", "programs", name)));
    }

    /** The Harmony Compiler's way: rpa without a wait, then cks until the reader's buffer is full. */
    @Test
    void aProgramPollingTheReadersStatusIsNotWaitingForAKey() {
        boot("reader poll\n100/\nnext,\trpa-10000\npoll,\tcks\n\tril 1s\n\tspi\n\tjmp got\n\tjmp poll\n"
                + "got,\trrb\n\tisp n\n\tjmp next\n\thlt\nn,\t-1000\n\tstart next\n");
        pdp1.reader().load(new byte[01000], "a long tape");        // 512 lines: 1.3 s of reading
        RunEnd end = HostLoop.on(pdp1).limit(10_000_000).run();
        assertThat(end.stop()).as(end.toString()).isEqualTo(StopReason.HALT);
        assertThat(pdp1.reader().atEnd()).isTrue();
    }

    /** And for the punch: ppa without a wait, then cks until the punch is free again (bit 4). */
    @Test
    void aProgramPollingThePunchsStatusIsNotWaitingForAKey() {
        boot("punch poll\n100/\nnext,\tppa-10000\npoll,\tcks\n\tril 4s\n\tspi\t/ IO positive: still punching\n"
                + "\tjmp free\n\tjmp poll\nfree,\tisp n\n\tjmp next\n\thlt\nn,\t-100\n\tstart next\n");
        RunEnd end = HostLoop.on(pdp1).limit(10_000_000).run();     // 64 lines: 1 s of punching
        assertThat(end.stop()).as(end.toString()).isEqualTo(StopReason.HALT);
        assertThat(pdp1.punch().tape()).hasSize(64);
    }

    @Test
    void endsWhenTheConditionComesTrue() throws Exception {
        bootProgram("echo.mac");
        pdp1.typewriter().type("ab");
        RunEnd end = HostLoop.on(pdp1).until(() -> pdp1.transcript().text().equals("aabb")).limit(10_000_000).run();
        assertThat(end.kind()).isEqualTo(Kind.CONDITION);
        assertThat(pdp1.machine().clock().now).as("not long after the last echo").isLessThan(2_000_000);
    }

    @Test
    void reportsTheMachinesOwnStop() throws Exception {
        bootProgram("hello.mac");
        RunEnd end = HostLoop.on(pdp1).limit(10_000_000).run();
        assertThat(end).isEqualTo(new RunEnd(Kind.MACHINE_STOP, StopReason.HALT, null));
        assertThat(end.isError()).isFalse();
    }

    @Test
    void endsAtTheTimeLimit() throws Exception {
        boot("100/\ngo,\tjmp go\n\tstart go\n");
        RunEnd end = HostLoop.on(pdp1).limit(500_000).run();
        assertThat(end.kind()).isEqualTo(Kind.TIME_LIMIT);
        assertThat(pdp1.machine().clock().now).isEqualTo(500_000);
    }

    @Test
    void scriptedKeysAreStruckWhenTheProgramAsksForThem() throws Exception {
        bootProgram("echo.mac");
        RunEnd end = HostLoop.on(pdp1).script(KeyFeed.of("xyz.", "keys")).limit(60_000_000).run();
        assertThat(end.stop()).isEqualTo(StopReason.HALT);
        assertThat(pdp1.transcript().text()).isEqualTo("xxyyzz..");
    }

    /**
     * The program computes in silence for half a second after each key, then types and asks
     * again: every key of the script must arrive (struck at once they would be overwritten by tyo).
     */
    @Test
    void noKeyIsLostWhileTheProgramComputesInSilence() {
        boot("""
                slow
                100/
                go,	clf 1
                wait,	szf i 1
                	jmp wait
                	clf 1
                	tyi
                	dio key
                	law i 10
                	dac m
                outer,	law i 7777
                	dac n
                spin,	isp n
                	jmp spin
                	isp m
                	jmp outer
                	lio key
                	tyo
                	lac key
                	sas period
                	jmp wait
                	hlt
                key,	0
                n,	0
                m,	0
                period,	73
                	start go
                """);
        RunEnd end = HostLoop.on(pdp1).script(KeyFeed.of("abc.", "keys")).limit(60_000_000).run();
        assertThat(end.stop()).isEqualTo(StopReason.HALT);
        assertThat(pdp1.transcript().text()).isEqualTo("aabbcc..");
    }

    /**
     * The program looks at cks once to see the typewriter free, pauses a quarter of a second, and
     * types: a look that finds it free is no wait for a key, and the script's key comes only when
     * the program asks again and again (szf 1 at the end).
     */
    @Test
    void oneLookAtCksBeforeTypingIsNoWaitForAKey() {
        boot("""
                busy
                100/
                go,	law i 3
                	dac m
                next,	cks
                	ril 2s
                	spi
                	jmp free
                	jmp next
                free,	law i 4
                	dac n2
                pause,	law i 7777
                	dac n
                spin,	isp n
                	jmp spin
                	isp n2
                	jmp pause
                	lio ch
                	tyo-i
                	isp m
                	jmp next
                	clf 1
                wait,	szf i 1
                	jmp wait
                	tyi
                	hlt
                ch,	61
                n,	0
                n2,	0
                m,	0
                	start go
                """);
        RunEnd end = HostLoop.on(pdp1).script(KeyFeed.of("x", "keys")).limit(60_000_000).run();
        assertThat(end.stop()).isEqualTo(StopReason.HALT);
        assertThat(pdp1.transcript().text()).isEqualTo("aaax");
    }

    @Test
    void aRunThatWaitsForAKeyNobodyWillStrikeEnds() throws Exception {
        bootProgram("echo.mac");
        RunEnd end = HostLoop.on(pdp1).script(KeyFeed.of("ab", "keys")).limit(600_000_000).run();
        assertThat(end.kind()).isEqualTo(Kind.NO_MORE_KEYS);
        assertThat(pdp1.transcript().text()).isEqualTo("aabb");
        assertThat(pdp1.machine().clock().now).as("it waited about LAST_WAIT_US, not to the limit").isLessThan(3_000_000);
        assertThat(end.describe(pdp1.machine())).startsWith("the program waits for a key and there are no more keys");
    }

    @Test
    void someoneWhoCanTypeKeepsTheRunGoing() throws Exception {
        bootProgram("echo.mac");
        FrontEnd person = new FrontEnd() {
            @Override
            public String serve(long nowUs) {
                return null;
            }

            @Override
            public boolean takesKeys() {
                return true;
            }
        };
        // waiting for a person, the run goes at the PDP-1's speed: 1 s simulated is about 1 s here
        RunEnd end = HostLoop.on(pdp1).frontEnd(person).limit(2 * HostLoop.LAST_WAIT_US).run();
        assertThat(end.kind()).isEqualTo(Kind.TIME_LIMIT);
    }

    @Test
    void aKeyTheTypewriterLacksEndsTheRunNamingIt() throws Exception {
        bootProgram("echo.mac");
        RunEnd end = HostLoop.on(pdp1).script(KeyFeed.of("ab\u00e9", "--keys")).limit(60_000_000).run();
        assertThat(end.kind()).isEqualTo(Kind.BAD_KEY);
        assertThat(end.isError()).isTrue();
        assertThat(end.describe(pdp1.machine())).isEqualTo(
                "error: --keys: character 3 is '\u00e9' (U+00E9): the typewriter has no such key");
        assertThat(pdp1.transcript().text()).isEqualTo("aabb");
    }

    @Test
    void crLfIsOneCarriageReturn() throws Exception {
        KeyFeed feed = KeyFeed.of("a\r\nb", "keys");
        assertThat(feed.poll(0)).isEqualTo('a');
        assertThat(feed.poll(0)).isEqualTo('\r');
        assertThat(feed.poll(0)).isEqualTo('b');
        assertThat(feed.position()).isEqualTo(4);
        assertThat(feed.poll(0)).isEqualTo(KeyFeed.END);
    }

    @Test
    void aPipeIsReadAsItComesAndItsEndIsTheEnd() throws Exception {
        java.io.PipedWriter writer = new java.io.PipedWriter();
        KeyFeed feed = KeyFeed.reading(new java.io.PipedReader(writer), "standard input");
        assertThat(feed.poll(10)).as("a silent pipe").isEqualTo(KeyFeed.NOT_YET);
        writer.write("x");
        writer.close();
        assertThat(nextFrom(feed)).isEqualTo('x');
        assertThat(nextFrom(feed)).isEqualTo(KeyFeed.END);
        assertThat(nextFrom(feed)).as("and stays the end").isEqualTo(KeyFeed.END);
    }

    /** The feed's next answer that is not NOT_YET: its reader thread may be slow on a busy machine. */
    private static int nextFrom(KeyFeed feed) throws java.io.IOException, InterruptedException {
        int c;
        while ((c = feed.poll(100)) == KeyFeed.NOT_YET) {
            // a feed that never answers: the hang guard
        }
        return c;
    }

    @Test
    void aSilentPipeHoldsTheMachineStillAndAStopStillEndsTheRun() throws Exception {
        bootProgram("echo.mac");
        java.io.PipedWriter writer = new java.io.PipedWriter();
        HostLoop loop = HostLoop.on(pdp1).script(KeyFeed.reading(new java.io.PipedReader(writer), "pipe"));
        Thread stopper = Stopper.after(300, loop, "stopped by a signal");
        RunEnd end = loop.limit(600_000_000).run();
        stopper.join();
        assertThat(end).isEqualTo(new RunEnd(Kind.STOPPED, null, "stopped by a signal"));
        assertThat(pdp1.machine().clock().now).as("it stood still waiting").isLessThan(HostLoop.SLICE_US * 2);
        writer.close();
    }

    @Test
    void aFrontEndsWordsEndTheRun() {
        boot("100/\ngo,\tjmp go\n\tstart go\n");
        RunEnd end = HostLoop.on(pdp1).frontEnd(now -> now >= 50_000 ? "the CRT window was closed" : null).run();
        assertThat(end).isEqualTo(new RunEnd(Kind.STOPPED, null, "the CRT window was closed"));
        assertThat(pdp1.machine().clock().now).isEqualTo(50_000);
    }

    @Test
    void aStopLeftFromBeforeTheRunIsForgotten() {
        boot("100/\ngo,\tlaw 5\n\thlt\n\tstart go\n");
        pdp1.machine().requestStop();                // e.g. Ctrl-C at the debugger's prompt
        RunEnd end = HostLoop.on(pdp1).limit(1_000_000).run();
        assertThat(end.stop()).isEqualTo(StopReason.HALT);
        assertThat(pdp1.machine().cpu().ac).isEqualTo(5);
    }

    @Test
    void aStopFromAnotherThreadEndsTheRunWithItsWords() throws Exception {
        boot("100/\ngo,\tjmp go\n\tstart go\n");
        HostLoop loop = HostLoop.on(pdp1);
        Thread stopper = Stopper.after(50, loop, "stopped at the console");
        RunEnd end = loop.limit(3_600_000_000L).run();   // an hour of simulated time
        stopper.join();
        assertThat(end).isEqualTo(new RunEnd(Kind.STOPPED, null, "stopped at the console"));
    }

    @Test
    void aHarnessIsToldWhenTheProgramWaitsForAKey() throws Exception {
        bootProgram("echo.mac");
        RunEnd end = HostLoop.on(pdp1).endWhenWaiting().limit(10_000_000).run();
        assertThat(end.kind()).isEqualTo(Kind.WAITING_FOR_KEY);
        assertThat(pdp1.machine().clock().now).isLessThanOrEqualTo(HostLoop.SLICE_US);
    }
}
