// The classroom PDP-1's page: one WebSocket to the server (docs/classroom.md), the CRT, the
// typewriter paper and the front panel. The other modules are loaded with the page's token,
// as every request of a classroom must carry it.

const TOKEN = new URLSearchParams(location.search).get('token');
const QUERY = TOKEN ? `?token=${encodeURIComponent(TOKEN)}` : '';
const [{ Crt }, { Panel, FLAG }, { Paper }, { parseFrame }, { Sound }] = await Promise.all([
  import(`/crt.js${QUERY}`), import(`/panel.js${QUERY}`), import(`/paper.js${QUERY}`), import(`/protocol.js${QUERY}`),
  import(`/sound.js${QUERY}`),
]);
// The page adds this module from its head, and a module added so runs once it is fetched, which
// may be before the body is parsed: wait for the whole page before looking for its elements.
if (document.readyState === 'loading') {
  await new Promise((resolve) => document.addEventListener('DOMContentLoaded', resolve, { once: true }));
}

const MAX_UPLOAD = 1024 * 1024;
const RETRY_SECONDS = [2, 4, 8, 10];      // after a lost connection; then every 10 s
const WATCH_ID = watchId(location.pathname);

/** The Spacewar! control boxes' bits (pdp1.emu.dev.ControlBoxes), by key position and by key. */
const CONTROL_CODES = {
  KeyA: 0o000004, KeyS: 0o000010, KeyD: 0o000002, KeyF: 0o000001,
  KeyK: 0o200000, KeyL: 0o400000, Semicolon: 0o100000, Quote: 0o040000,
};
const CONTROL_KEYS = { a: 0o000004, s: 0o000010, d: 0o000002, f: 0o000001, k: 0o200000, l: 0o400000, ';': 0o100000, "'": 0o040000 };

const $ = (id) => document.getElementById(id);
const ui = {
  crt: $('crt'), paper: $('paper'), status: $('status'), simtime: $('simtime'), speed: $('speed'),
  title: $('title'), mode: $('mode'), menu: $('program-menu'), upload: $('upload'), mulDiv: $('mul-div'),
  watchLink: $('watch-link'),
  errorBox: $('error-box'), error: $('error'), connection: $('connection'), connectionText: $('connection-text'),
};

const crt = new Crt(ui.crt);
const sound = new Sound();
const paper = new Paper(ui.paper, $('paper-text'));
const panel = new Panel($('panel'), send);

let socket = null;
let sessionId = null;         // this tab's machine, once the server named it
let secret = null;            // the owner's secret for it: only this page has it, to take the machine back
let readOnly = WATCH_ID !== null;
let latest = null;            // the newest frame, shown at the next animation frame
let controlBoxes = false;     // the program reads the control boxes: the focused CRT's keys work them
let held = 0;                 // control box bits held down on the keyboard
let touched = 0;              // control box bits held by a finger or the mouse on the keys under the tube
let controlsSent = 0;         // the switches the server was last told are held
const controlPads = document.querySelectorAll('#controls-hint kbd');   // the keys drawn under the tube
let retries = 0;
let retryTimer = null;

// ---- the connection ----

function socketUrl() {
  const url = new URL('/ws', location.href);
  url.protocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  if (WATCH_ID !== null) url.searchParams.set('watch', WATCH_ID);
  else if (sessionId !== null && secret !== null) {   // after a lost connection: this tab's machine
    url.searchParams.set('session', sessionId);
    url.searchParams.set('secret', secret);
  }
  if (TOKEN) url.searchParams.set('token', TOKEN);
  return url.href;
}

function connect() {
  clearTimeout(retryTimer);
  retryTimer = null;
  if (socket) {
    const old = socket;
    socket = null;                      // its close is not a loss: this one replaces it
    old.close();
  }
  ui.connectionText.textContent = 'Connecting to the PDP-1…';
  const ws = new WebSocket(socketUrl());
  ws.binaryType = 'arraybuffer';
  socket = ws;
  ws.onopen = () => {
    retries = 0;
    if (sound.on) ws.send(JSON.stringify({ type: 'sound', on: true }));   // a new connection asks again
    ui.connection.hidden = true;
    document.body.classList.remove('offline');
  };
  ws.onmessage = (e) => {
    if (typeof e.data === 'string') message(e.data);
    else if (new Uint8Array(e.data, 0, 1)[0] === 2) sound.play(e.data);
    else frame(e.data);
  };
  ws.onclose = (e) => {
    if (socket !== ws) return;
    if (FINAL_CLOSES.has(e.code)) ended(e.reason);
    else lost(e.code === 1001 ? 'The PDP-1\'s server was stopped' : 'Connection to the PDP-1 lost');
  };
}

/**
 * Closes after which trying again cannot help (docs/classroom.md): the machine is another tab's,
 * the watched machine is gone, the classroom is full. The page says so once and waits for the person.
 */
const FINAL_CLOSES = new Set([4403, 4404, 4429]);

function ended(reason) {
  socket = null;
  releaseControls();
  ui.connection.hidden = false;
  document.body.classList.add('offline');
  ui.connectionText.textContent = `The server closed this page's connection: ${reason || 'no reason given'}.`;
  ui.status.textContent = 'not connected';
}

/** The connection is gone: say so, and try again later, more slowly each time. */
function lost(what) {
  socket = null;
  releaseControls();
  const delay = RETRY_SECONDS[Math.min(retries, RETRY_SECONDS.length - 1)];
  retries++;
  ui.connection.hidden = false;
  document.body.classList.add('offline');     // what is shown is no longer the machine's
  ui.connectionText.textContent = `${what}. Trying again in ${delay} s.`;
  ui.status.textContent = 'not connected';
  retryTimer = setTimeout(connect, delay * 1000);
}

/** Sends a message unless this page only watches or is not connected. */
function send(msg) {
  if (readOnly || !socket || socket.readyState !== WebSocket.OPEN) {
    return false;
  }
  socket.send(JSON.stringify(msg));
  return true;
}

// ---- server to page ----

function frame(buffer) {
  const f = parseFrame(buffer);
  if (!f) {
    return;
  }
  crt.frame(f);
  latest = f;
  if (f.flags & FLAG.READ_ONLY && !readOnly) setReadOnly(true);
}

const HANDLERS = {
  hello(m) {
    resetMachine();
    if (WATCH_ID === null && typeof m.session === 'string' && typeof m.secret === 'string') {
      sessionId = m.session;            // to ask for it back
      secret = m.secret;
    }
    setReadOnly(WATCH_ID !== null || m.readOnly === true);
    fillMenu(m.programs || []);
    if (m.watch) {
      ui.watchLink.href = m.watch + QUERY;
      ui.watchLink.title = new URL(m.watch + QUERY, location.href).href;
      ui.watchLink.hidden = false;
    }
  },
  paper(m) { paper.append(String(m.text ?? ''), String(m.ribbon ?? '')); },
  clear() { resetMachine(); },
  status(m) { ui.status.textContent = String(m.text ?? ''); },
  loaded(m) {
    ui.title.textContent = String(m.title ?? '');
    ui.title.title = ui.title.textContent;     // the whole name, where the bar cuts it short
    hideError();                        // what was refused before is past
  },
  controlBoxes() { showControlBoxes(true); },
  error(m) { showError(String(m.text ?? '')); },
};

function message(text) {
  let m;
  try {
    m = JSON.parse(text);
  } catch {
    return;                             // not JSON: nothing this page knows
  }
  const handler = m && HANDLERS[m.type];
  if (handler) handler(m);
}

/** A new program or a new machine: the paper and the screen start empty. */
function resetMachine() {
  paper.clear();
  crt.clear();
  showControlBoxes(false);
}

/** Until the program reads the control boxes, the tube's keys are typewriter keys like any others. */
function showControlBoxes(on) {
  controlBoxes = on;
  $('typing-hint').hidden = on;
  $('controls-hint').hidden = !on;
  if (!on) releaseControls();
}

function fillMenu(programs) {
  ui.menu.replaceChildren(new Option('Load a program…', ''));
  for (const p of programs) {
    ui.menu.append(new Option(String(p.title ?? p.id), String(p.id)));
  }
}

// ---- showing ----

function tick() {
  crt.draw();
  if (latest) {
    panel.update(latest);
    ui.simtime.textContent = `${(latest.timeUs / 1e6).toFixed(3)} s`;
    ui.speed.textContent = Number.isFinite(latest.speed) ? `${latest.speed.toFixed(2)}x real PDP-1` : '–';
    latest = null;
  }
  requestAnimationFrame(tick);
}

function setReadOnly(on) {
  readOnly = on;
  document.body.classList.toggle('read-only', on);
  ui.mode.hidden = !on;
  panel.setReadOnly(on);
  ui.menu.disabled = on;
  ui.upload.disabled = on;
  ui.mulDiv.disabled = on;
  if (on) releaseControls();
}

function showError(text) {
  ui.error.textContent = text;
  ui.errorBox.hidden = false;
}

function hideError() {
  ui.errorBox.hidden = true;
  ui.error.textContent = '';
}

// ---- page to server ----

ui.menu.addEventListener('change', () => {
  const program = ui.menu.value;
  ui.menu.value = '';
  if (program) send({ type: 'load', program, mulDiv: ui.mulDiv.checked });
});

ui.upload.addEventListener('change', async () => {
  const file = ui.upload.files[0];
  ui.upload.value = '';                 // the same file again is a new upload
  if (!file) {
    return;
  }
  if (file.size > MAX_UPLOAD) {
    showError(`${file.name}: ${file.size} bytes is too large; an upload is at most 1 MiB (${MAX_UPLOAD} bytes).`);
    return;
  }
  send({ type: 'upload', name: file.name, data: await base64(file), mulDiv: ui.mulDiv.checked });
});

function base64(file) {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result.slice(reader.result.indexOf(',') + 1));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

$('error-dismiss').addEventListener('click', hideError);
$('reconnect').addEventListener('click', connect);
ui.paper.addEventListener('mousedown', (e) => {
  if (afterTouch()) {
    e.preventDefault();                 // the tap has put the typing on the touch keys already
  } else {
    ui.paper.focus({ preventScroll: true });
  }
});
// A click or a tap on the tube is the light pen touched to it there (docs/console.md): Kalah and
// Bao la Kimasai take a pit or a stone picked that way, so a tablet needs no keyboard to play.
ui.crt.addEventListener('pointerdown', (e) => {
  if (readOnly || controlBoxes) return;
  const box = ui.crt.getBoundingClientRect();
  const x = Math.floor((e.clientX - box.left) * 1024 / box.width) - 512;
  const y = 511 - Math.floor((e.clientY - box.top) * 1024 / box.height);
  if (x >= -512 && x <= 511 && y >= -512 && y <= 511) send({ type: 'pen', x, y });
});
// The click on the board also takes the typing to the paper, not the tube.
ui.crt.addEventListener('mousedown', (e) => {
  if (!controlBoxes && !readOnly) {
    e.preventDefault();
    if (!afterTouch()) ui.paper.focus({ preventScroll: true });
  }
});

// A touch screen has no keys until a text field has the focus: a tap on the paper, or on a game's
// tube, focuses the unseen touch-keys field, and its on-screen keyboard comes up. The focus is
// given in the tap's click, which every touch browser counts as the person's own act (iOS shows
// its keyboard for no other), and which a finger scrolling the paper does not make.
const touchKeys = $('touch-keys');
let lastTouchMs = -Infinity;
/** The mouse events a browser makes up after a tap are not a click of the mouse. */
function afterTouch() {
  return performance.now() - lastTouchMs < 1000;
}
for (const [element, typesHere] of [[ui.paper, () => true]]) {   // a tap on the tube is the pen
  element.addEventListener('pointerdown', (e) => {
    if (e.pointerType !== 'mouse') lastTouchMs = performance.now();
  });
  element.addEventListener('click', () => {
    if (afterTouch() && !readOnly && typesHere()) touchKeys.focus({ preventScroll: true });
  });
}
// What the on-screen keyboard types into the field is struck on the typewriter, then cleared. A
// keyboard that composes words (predictive text) reports the whole word at each letter: strike
// only the letters it adds, so that each is struck at once, not when the word is done.
let composed = '';
touchKeys.addEventListener('input', (e) => {
  if (e.inputType === 'insertCompositionText') {
    const word = e.data ?? '';
    if (word.startsWith(composed)) [...word.slice(composed.length)].forEach(strike);
    composed = word;
    return;                             // the keyboard still holds the word: leave it in the field
  }
  [...touchKeys.value].forEach(strike);   // a letter, a return ('\n'), a paste; a delete leaves ''
  touchKeys.value = '';
});
touchKeys.addEventListener('compositionend', () => {
  composed = '';
  touchKeys.value = '';
});

document.addEventListener('keydown', (e) => {
  if (e.target === ui.crt && controlBoxes) {
    controlKey(e, true);
  } else if (e.key === 'Escape' && !ui.errorBox.hidden) {
    hideError();
  } else {
    typewriterKey(e);
  }
});
document.addEventListener('keyup', (e) => {
  if (e.target === ui.crt && controlBoxes) controlKey(e, false);
});
ui.crt.addEventListener('blur', releaseKeys);
window.addEventListener('blur', releaseControls);

// The keys drawn under the tube work too: a finger (or the mouse) held on one holds its switch,
// so players on a tablet steer without a keyboard, two fingers for two switches.
for (const key of controlPads) {
  const bits = CONTROL_KEYS[key.textContent];
  const hold = (down) => (e) => {
    if (readOnly || !controlBoxes) return;
    e.preventDefault();                 // no text selection, no focus taken from the tube
    if (down) key.setPointerCapture(e.pointerId);
    touched = down ? touched | bits : touched & ~bits;
    key.classList.toggle('held', down);
    sendControls();
  };
  key.addEventListener('pointerdown', hold(true));
  key.addEventListener('pointerup', hold(false));
  key.addEventListener('pointercancel', hold(false));
}

/** A key struck on the page outside its text fields (the touch keys are not one) goes to the typewriter. */
function typewriterKey(e) {
  if (readOnly || (isTextField(e.target) && e.target !== touchKeys)) {
    return;
  }
  if ((e.ctrlKey || e.metaKey || e.altKey) && !e.getModifierState('AltGraph')) {
    return;                             // the browser's shortcuts stay the browser's
  }
  const char = e.key === 'Enter' ? '\n' : e.key;
  if (char.length !== 1 || (char !== '\n' && (char < ' ' || char > '~'))) {
    return;
  }
  if (e.target.closest?.('button') && (char === '\n' || char === ' ')) {
    return;                             // Enter and space work a focused button
  }
  e.preventDefault();
  if (!e.repeat) strike(char);
}

/** Strikes {@code char} on the typewriter: a printing character of ASCII, or '\n' for the return key. */
function strike(char) {
  if (!readOnly && (char === '\n' || (char >= ' ' && char <= '~'))) send({ type: 'key', char });
}

function isTextField(target) {
  if (!(target instanceof Element)) return false;
  if (target.isContentEditable || target.matches('textarea, select')) return true;
  return target.matches('input') && !['button', 'checkbox', 'radio', 'file', 'submit'].includes(target.type);
}

/** While the CRT has the focus, the control keys held down are the control boxes' switches. */
function controlKey(e, down) {
  const bits = CONTROL_CODES[e.code] ?? CONTROL_KEYS[e.key.toLowerCase()] ?? 0;
  if (readOnly || bits === 0 || e.ctrlKey || e.metaKey || e.altKey) {
    return;
  }
  e.preventDefault();
  held = down ? held | bits : held & ~bits;
  sendControls();
}

/** Tells the server which switches are held now, keys and fingers together, when that changed. */
function sendControls() {
  const bits = held | touched;
  if (bits !== controlsSent) {
    controlsSent = bits;
    send({ type: 'controls', bits });
  }
}

/** The keyboard's switches let go when the CRT loses the focus. */
function releaseKeys() {
  held = 0;
  sendControls();
}

/** Nothing stays held: the page lost its window or its machine. */
function releaseControls() {
  held = 0;
  touched = 0;
  for (const key of controlPads) key.classList.remove('held');
  sendControls();
}

function watchId(path) {
  const m = /^\/watch\/([^/]+)\/?$/.exec(path);
  return m ? decodeURIComponent(m[1]) : null;
}

if (WATCH_ID !== null) {
  ui.status.textContent = `watching machine ${WATCH_ID}`;
}
setReadOnly(readOnly);
connect();
requestAnimationFrame(tick);

// ---- the flags' sound ----

const soundButton = $('sound');
soundButton.addEventListener('click', async () => {
  const on = !sound.on;
  if (on) await sound.start();
  else await sound.stop();
  soundButton.classList.toggle('lit', on);
  soundButton.setAttribute('aria-pressed', String(on));
  soundButton.textContent = on ? 'sound on' : 'sound off';
  // a watcher may listen too: sound is the only message the server takes from one
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'sound', on }));
});
