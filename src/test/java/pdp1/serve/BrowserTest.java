package pdp1.serve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.TakesScreenshot;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.interactions.PointerInput;
import org.openqa.selenium.interactions.Sequence;
import org.openqa.selenium.remote.RemoteWebDriver;
import org.openqa.selenium.support.ui.Select;
import org.openqa.selenium.support.ui.WebDriverWait;
import pdp1.crosscheck.Region;
import pdp1.crosscheck.kalah.KalahScreen;

/**
 * The classroom page end to end, in a real headless Chromium driven by Selenium (Debian's
 * chromium and chromium-driver; .ci/run installs them): Kalah is loaded from the menu and played
 * a move, the board appears on the paper and P7-coloured light on the canvas; EXAMINE changes
 * the lamps; a bad upload shows its error with the caret. Screenshots go to target/browser/ for a
 * person to look at. Without a browser the test is skipped, saying why.
 */
class BrowserTest {

    static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    static final Path CHROMEDRIVER = Path.of("/usr/bin/chromedriver");
    static final Path SHOTS = Path.of("target", "browser");

    private static ClassroomServer server;

    @org.junit.jupiter.api.io.TempDir
    Path uploads;
    private static WebDriver browser;
    private static Path profile;

    @BeforeAll
    static void open() throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM) && Files.isExecutable(CHROMEDRIVER),
                "no browser here: install Debian's chromium and chromium-driver (.ci/run does) to run the page's test");
        // -Dpdp1.browser.realtime=true: machines at the real speed, for screenshots that say 1.00x (slow: a minute of banner)
        server = new ClassroomServer("127.0.0.1", 0, null, 16, Boolean.getBoolean("pdp1.browser.realtime"), note -> { })
                .reconnectGrace(java.time.Duration.ofSeconds(1));   // each test's page leaves its machine behind
        server.start();
        ChromeOptions options = new ChromeOptions();
        options.setBinary(CHROMIUM.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update",
                "--disable-sync", "--window-size=1366,768",
                "--user-data-dir=" + (profile = Files.createTempDirectory("pdp1-chromium")));
        ChromeDriverService service = new ChromeDriverService.Builder()
                .usingDriverExecutable(CHROMEDRIVER.toFile()).usingAnyFreePort().build();
        browser = new ChromeDriver(service, options);
        Files.createDirectories(SHOTS);
    }

    @AfterAll
    static void close() {
        if (browser != null) {
            browser.quit();
        }
        if (server != null) {
            server.close();
        }
        if (profile != null) {
            org.apache.commons.io.FileUtils.deleteQuietly(profile.toFile());   // the browser's profile
        }
    }

    private static WebDriverWait waiting(int seconds) {
        return new WebDriverWait(browser, Duration.ofSeconds(seconds));
    }

    private static void page() {
        browser.get("http://127.0.0.1:" + server.port() + "/");
        waiting(20).until(b -> b.findElements(By.cssSelector("#program-menu option[value='kalah']")).size() == 1);
    }

    private static void shot(String name) throws Exception {
        File png = ((TakesScreenshot) browser).getScreenshotAs(OutputType.FILE);
        Files.copy(png.toPath(), SHOTS.resolve(name), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
    }

    private static String paper() {
        return browser.findElement(By.id("paper")).getText();
    }

    @Test
    void kalahIsPlayedInThePageAndItsBoardGlowsOnTheCrt() throws Exception {
        page();
        new Select(browser.findElement(By.id("program-menu"))).selectByValue("kalah");
        waiting(120).until(b -> paper().contains("south? "));
        assertThat(browser.findElement(By.id("typing-hint")).isDisplayed()).as("the line under the tube").isTrue();
        // a player clicks the board on the tube and types: Kalah reads no control boxes, so the key is typed
        browser.findElement(By.id("crt")).click();
        assertThat(browser.switchTo().activeElement().getAttribute("id")).isEqualTo("paper");
        new org.openqa.selenium.interactions.Actions(browser).sendKeys("c").perform();
        waiting(60).until(b -> paper().contains("south? c  stores s 1 n 0"));
        browser.findElement(By.id("paper")).sendKeys("d");
        waiting(60).until(b -> paper().contains("north plays"));
        waiting(20).until(b -> litPixels() > 500);
        shot("kalah.png");
        assertThat(browser.findElement(By.id("title")).getText()).startsWith("Kalah");
        assertThat(litPixels()).as("P7 yellow-green and blue light on the tube").isGreaterThan(500);
    }

    /** A finger's tap on {@code element}, {@code dx}, {@code dy} pixels from its centre, as on a tablet. */
    private static void tap(WebElement element, int dx, int dy) {
        PointerInput finger = new PointerInput(PointerInput.Kind.TOUCH, "finger");
        Sequence tap = new Sequence(finger, 0)
                .addAction(finger.createPointerMove(Duration.ZERO, PointerInput.Origin.fromElement(element), dx, dy))
                .addAction(finger.createPointerDown(PointerInput.MouseButton.LEFT.asArg()))
                .addAction(finger.createPointerUp(PointerInput.MouseButton.LEFT.asArg()));
        ((RemoteWebDriver) browser).perform(List.of(tap));
    }

    /** Pixels from the tube's centre to display point {@code v} (x, or -y for a row) on a canvas {@code size} wide. */
    private static int fromCentre(int v, int size) {
        return (int) Math.round((v + 0.5) * size / 1024.0);
    }

    @Test
    void kalahIsPlayedByTappingPitsOnTheTubeTheLightPen() throws Exception {
        page();
        new Select(browser.findElement(By.id("program-menu"))).selectByValue("kalah");
        waiting(120).until(b -> paper().contains("south? "));
        WebElement crt = browser.findElement(By.id("crt"));
        int size = crt.getRect().getWidth();
        Region c = KalahScreen.region(2);
        tap(crt, fromCentre(c.centreX(), size), fromCentre(-c.centreY(), size));
        waiting(60).until(b -> paper().contains("south? c  stores s 1 n 0"));
        assertThat(browser.switchTo().activeElement().getAttribute("id")).as("no on-screen keyboard wanted")
                .isNotEqualTo("touch-keys");
        Region d = KalahScreen.region(3);
        new org.openqa.selenium.interactions.Actions(browser)
                .moveToElement(crt, fromCentre(d.centreX(), size), fromCentre(-d.centreY(), size)).click().perform();
        waiting(60).until(b -> paper().contains("south? d  stores s 2 n 0"));
        waiting(60).until(b -> paper().contains("north plays"));
    }

    @Test
    void aTapOnTheTypewritersPaperBringsUpKeysThatTypeOnIt() throws Exception {
        page();
        new Select(browser.findElement(By.id("program-menu"))).selectByValue("echo");
        waiting(20).until(b -> b.findElement(By.id("title")).getText().startsWith("echo"));
        // a finger on the paper, as on a tablet: the unseen text field takes the focus, so the
        // on-screen keyboard comes up (a tap on the tube is the light pen)
        tap(browser.findElement(By.id("paper")), 0, 0);
        assertThat(browser.switchTo().activeElement().getAttribute("id")).isEqualTo("touch-keys");
        // what the keyboard types arrives as input events, not key presses
        ((ChromeDriver) browser).executeCdpCommand("Input.insertText", Map.of("text", "hi"));
        waiting(20).until(b -> paper().contains("hhii"));
        // a keyboard that composes a word reports it whole at each letter: each new letter is struck once
        ((JavascriptExecutor) browser).executeScript("""
                const field = document.getElementById('touch-keys');
                field.dispatchEvent(new CompositionEvent('compositionstart'));
                for (const word of ['o', 'ok']) {
                  field.value = word;
                  field.dispatchEvent(new InputEvent('input', { inputType: 'insertCompositionText', data: word }));
                }
                field.dispatchEvent(new CompositionEvent('compositionend', { data: 'ok' }));
                """);
        waiting(20).until(b -> paper().contains("hhiiookk"));
        Thread.sleep(500);
        assertThat(paper()).as("no letter struck twice").endsWith("hhiiookk");
        assertThat(browser.findElement(By.id("touch-keys")).getAttribute("value")).isEmpty();
    }

    @Test
    void onAPhonesWidthThePageDoesNotScrollSideways() throws Exception {
        atWindowSize(412, 860, () -> {
            page();
            new Select(browser.findElement(By.id("program-menu"))).selectByValue("hello");
            waiting(30).until(b -> paper().contains("hello, world"));
            JavascriptExecutor js = (JavascriptExecutor) browser;
            long inner = ((Number) js.executeScript("return window.innerWidth")).longValue();
            assertThat(inner).as("the window's width").isLessThan(500);
            assertThat(((Number) js.executeScript("return document.documentElement.scrollWidth")).longValue())
                    .as("the page's width").isLessThanOrEqualTo(inner);
            WebElement status = browser.findElement(By.id("status"));
            assertThat(((Number) js.executeScript("return arguments[0].scrollWidth - arguments[0].clientWidth", status))
                    .longValue()).as("the status line, whole").isZero();
            shot("phone.png");
        });
    }

    @Test
    void onA1024x768ProjectorTheTypewritersLinesAreNotWrapped() throws Exception {
        atWindowSize(1024, 768, () -> {
            page();
            new Select(browser.findElement(By.id("program-menu"))).selectByValue("kalah");
            waiting(120).until(b -> paper().contains("south? "));
            browser.findElement(By.id("paper")).sendKeys("?");     // the help: the longest lines
            waiting(120).until(b -> paper().contains("bit 1 computer against computer."));
            // each typed line of each run of type: how many line boxes it takes on the paper
            Object widest = ((JavascriptExecutor) browser).executeScript("""
                    let worst = '';
                    let boxes = 0;
                    for (const span of document.getElementById('paper-text').children) {
                      const node = span.firstChild;
                      let start = 0;
                      for (const line of node.data.split('\\n')) {
                        if (line.trim() !== '') {
                          const range = document.createRange();
                          range.setStart(node, start);
                          range.setEnd(node, start + line.length);
                          const n = range.getClientRects().length;
                          if (n > boxes || (n === boxes && line.length > worst.length)) { boxes = n; worst = line; }
                        }
                        start += line.length + 1;
                      }
                    }
                    return boxes + ' ' + worst;""");
            shot("projector.png");
            assertThat((String) widest).as("line boxes of the longest line").startsWith("1 ")
                    .contains("bit 1 computer against computer.");
            assertThat(browser.findElement(By.id("paper-text")).getCssValue("font-size"))
                    .as("the paper's type, still readable").matches("1[0-9](\\.\\d+)?px");
        });
    }

    /** What a test does in the browser's window at {@code width} x {@code height}; the window's size is then restored. */
    private interface InWindow {
        void run() throws Exception;
    }

    private static void atWindowSize(int width, int height, InWindow test) throws Exception {
        org.openqa.selenium.Dimension desk = browser.manage().window().getSize();
        browser.manage().window().setSize(new org.openqa.selenium.Dimension(width, height));
        try {
            test.run();
        } finally {
            browser.manage().window().setSize(desk);
        }
    }

    @Test
    void aProgramThatReadsTheControlBoxesGetsTheTubesKeys() throws Exception {
        page();
        Path boxes = Files.writeString(uploads.resolve("boxes.mac"), ClassroomServerTest.READS_THE_BOXES);
        browser.findElement(By.id("upload")).sendKeys(boxes.toString());
        waiting(20).until(b -> b.findElement(By.id("title")).getText().equals("boxes.mac"));
        assertThat(browser.findElement(By.id("controls-hint")).isDisplayed()).as("before START").isFalse();
        browser.findElement(By.cssSelector("[data-key='START']")).click();
        waiting(20).until(b -> b.findElement(By.id("controls-hint")).isDisplayed());
        assertThat(browser.findElement(By.id("typing-hint")).isDisplayed()).isFalse();
        browser.findElement(By.id("crt")).click();
        assertThat(browser.switchTo().activeElement().getAttribute("id")).isEqualTo("crt");
        // the key f drawn under the tube, held with the mouse (a finger on a tablet): ship 1's
        // fire switch, which the program's iot 11 puts in IO bit 17
        WebElement fire = browser.findElement(By.xpath("//p[@id='controls-hint']//kbd[text()='f']"));
        new org.openqa.selenium.interactions.Actions(browser).clickAndHold(fire).perform();
        waiting(10).until(b -> lampRow("IO").equals("000000000000000001"));
        assertThat(browser.switchTo().activeElement().getAttribute("id")).as("the tube keeps the keys").isEqualTo("crt");
        new org.openqa.selenium.interactions.Actions(browser).release(fire).perform();
        waiting(10).until(b -> lampRow("IO").equals("000000000000000000"));
    }

    @Test
    void theMulDivBoxGivesTheNextUploadAMachineWithoutTheType10() throws Exception {
        page();
        Path mul = Files.writeString(uploads.resolve("mul.mac"), ClassroomServerTest.MULTIPLIES);
        WebElement box = browser.findElement(By.id("mul-div"));
        assertThat(box.isSelected()).as("the standard machine has it").isTrue();
        box.click();
        browser.findElement(By.id("upload")).sendKeys(mul.toString());
        waiting(20).until(b -> b.findElement(By.id("title")).getText().equals("mul.mac"));
        browser.findElement(By.cssSelector("[data-key='START']")).click();
        waiting(20).until(b -> b.findElement(By.id("status")).getText().equals("halted at 0103"));
        int steps = ClassroomServerTest.multipliedAtHome(false)[0];
        String ac = String.format("%18s", Integer.toBinaryString(steps)).replace(' ', '0');
        waiting(10).until(b -> lampRow("AC").equals(ac));
        box.click();                                 // back on for the other tests' programs
    }

    @Test
    void examineChangesTheLamps() throws Exception {
        page();
        new Select(browser.findElement(By.id("program-menu"))).selectByValue("hello");
        waiting(30).until(b -> paper().contains("hello, world"));
        WebElement acLamp = browser.findElement(By.cssSelector("[data-lamp='AC'][data-bit='17']"));
        browser.findElement(By.cssSelector("[data-switch='address'][data-bit='17']")).click();
        browser.findElement(By.cssSelector("[data-switch='address'][data-bit='11']")).click();   // TA 0101
        waiting(10).until(b -> lit(b.findElement(By.cssSelector("[data-switch='address'][data-bit='17']"))));
        String before = lampRow("MA");
        browser.findElement(By.cssSelector("[data-key='EXAMINE']")).click();
        waiting(10).until(b -> !lampRow("MA").equals(before) && lampRow("MA").equals("0000000001000001"));
        shot("examine.png");
        assertThat(browser.findElement(By.id("status")).getText()).contains("examined 0101");
        assertThat(acLamp).isNotNull();
    }

    @Test
    void theJoinPageShowsTheLinkAndItsCodeForTheProjector() throws Exception {
        String link = "http://192.168.1.20:8080/?token=3f9c0d2e8a41b7c5d6e90f12";   // as serve --bind names it
        server.joinLink(link);
        try {
            browser.get("http://127.0.0.1:" + server.port() + "/join");
            assertThat(browser.findElement(By.id("join-link")).getText()).isEqualTo(link);
            WebElement code = browser.findElement(By.cssSelector(".code svg"));
            assertThat(code.getSize().getWidth()).as("the code, large").isGreaterThan(300)
                    .isEqualTo(code.getSize().getHeight());
            shot("join.png");
        } finally {
            server.joinLink(null);
        }
    }

    @Test
    void aWatcherSeesTheSameMachineAndCannotWorkIt() throws Exception {
        page();
        new Select(browser.findElement(By.id("program-menu"))).selectByValue("hello");
        waiting(30).until(b -> paper().contains("hello, world"));
        String watch = browser.findElement(By.id("watch-link")).getAttribute("href");
        String console = browser.getWindowHandle();
        browser.switchTo().newWindow(org.openqa.selenium.WindowType.TAB);
        try {
            browser.get(watch);
            waiting(20).until(b -> paper().contains("hello, world"));
            assertThat(browser.findElement(By.id("mode")).isDisplayed()).isTrue();
            assertThat(browser.findElement(By.id("title")).getText()).startsWith("hello");
            assertThat(browser.findElement(By.cssSelector("[data-key='START']")).isEnabled()).as("START").isFalse();
            shot("watch.png");
        } finally {
            browser.close();
            browser.switchTo().window(console);
        }
    }

    @Test
    void theSoundButtonPlaysTheFlags() throws Exception {
        page();
        new Select(browser.findElement(By.id("program-menu"))).selectByValue("music");
        browser.findElement(By.id("sound")).click();
        waiting(20).until(b -> b.findElement(By.id("sound")).getText().equals("sound on"));
        // the page schedules what it is sent on its AudioContext: its clock runs and blocks are queued ahead
        waiting(20).until(b -> ((Number) ((JavascriptExecutor) b).executeScript(
                "return document.getElementById('sound').classList.contains('lit') ? 1 : 0")).intValue() == 1);
        assertThat(browser.findElement(By.id("sound")).getAttribute("aria-pressed")).isEqualTo("true");
    }

    @Test
    void aBadUploadShowsItsErrorWithTheCaret() throws Exception {
        page();
        Path bad = Files.writeString(uploads.resolve("bad.mac"), "a bad program\n100/\n\tlac (5\n\thlt\n");
        browser.findElement(By.id("upload")).sendKeys(bad.toString());
        waiting(20).until(b -> b.findElement(By.id("error-box")).isDisplayed());
        String error = browser.findElement(By.id("error")).getText();
        shot("bad-upload.png");
        assertThat(error).contains(bad.getFileName() + ":3:", "error:", "^");
    }

    /** The MA lamps as 16 characters, 1 for a lit lamp. */
    private static String lampRow(String register) {
        StringBuilder row = new StringBuilder();
        int first = register.equals("MA") || register.equals("PC") ? 2 : 0;
        for (int bit = first; bit <= 17; bit++) {
            row.append(lit(browser.findElement(By.cssSelector("[data-lamp='" + register + "'][data-bit='" + bit + "']"))) ? '1' : '0');
        }
        return row.toString();
    }

    private static boolean lit(WebElement e) {
        String c = e.getAttribute("class");
        return c != null && (" " + c + " ").contains(" lit ") || (" " + c + " ").contains(" up ");
    }

    /** Pixels of the canvas lit in the phosphor's colours: green above red, or blue above both. */
    private static long litPixels() {
        Object n = ((JavascriptExecutor) browser).executeScript(
                "const c = document.getElementById('crt');"
                        + "const d = c.getContext('2d').getImageData(0, 0, c.width, c.height).data;"
                        + "let n = 0;"
                        + "for (let i = 0; i < d.length; i += 4) {"
                        + "  const r = d[i], g = d[i + 1], b = d[i + 2];"
                        + "  if (g > 60 && (g > r + 20 || b > g)) n++;"
                        + "}"
                        + "return n;");
        return ((Number) n).longValue();
    }
}
