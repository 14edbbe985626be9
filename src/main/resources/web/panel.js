// The console's front panel, laid out like pdp1.emu.panel.PanelLayout: registers in rows of
// 18 columns grouped by three (DEC bit 0 at the left, 16-bit registers in bits 2..17), the
// single lamps right of the instruction lamps, program flags and sense switches on the right,
// the switch rows under the lamps and the keys along the bottom. Built as HTML so that a test
// can find every lamp, switch and key by its data attributes.

/** The frame's flag bits (docs/classroom.md). */
export const FLAG = {
  OV: 1, RUN: 2, CYC: 4, DEF: 8, IOH: 16, IOS: 32, SBM: 64, EXD: 128, RIM: 256,
  SINGLE_STEP: 512, SINGLE_INST: 1024, BRK1: 2048, BRK2: 4096, READ_ONLY: 8192,
};

const REGISTERS = [
  { lamp: 'PC', label: 'PROGRAM COUNTER', bits: 16 },
  { lamp: 'MA', label: 'MEMORY ADDRESS', bits: 16 },
  { lamp: 'MB', label: 'MEMORY BUFFER', bits: 18 },
  { lamp: 'AC', label: 'ACCUMULATOR', bits: 18 },
  { lamp: 'IO', label: 'IN-OUT', bits: 18 },
  { lamp: 'IR', label: 'INSTRUCTION', bits: 5 },
];

/** The single lamps in the instruction row, from DEC column 6 on, and the flag each shows. */
const SINGLE_LAMPS = [
  ['RUN', FLAG.RUN], ['CYC', FLAG.CYC], ['DEF', FLAG.DEF], ['BRK1', FLAG.BRK1], ['BRK2', FLAG.BRK2],
  ['OVFL', FLAG.OV], ['RIM', FLAG.RIM], ['SBM', FLAG.SBM], ['EXT', FLAG.EXD], ['IOH', FLAG.IOH],
  ['IOS', FLAG.IOS], ['STEP', FLAG.SINGLE_STEP], ['INST', FLAG.SINGLE_INST],
];

/** The keys: protocol name, label, and for the two toggles the flag that lights them. */
const KEYS = [
  ['START', 'START'], ['START_SBM', 'START SBM'], ['STOP', 'STOP'], ['CONTINUE', 'CONTINUE'],
  ['EXAMINE', 'EXAMINE'], ['DEPOSIT', 'DEPOSIT'], ['READ_IN', 'READ IN'],
  ['SINGLE_STEP', 'SINGLE STEP', FLAG.SINGLE_STEP], ['SINGLE_INST', 'SINGLE INST', FLAG.SINGLE_INST],
];

// Grid rows: the bit numbers, six lamp rows, the single lamps' names, a gap, two switch rows.
const ROW = { numbers: 1, PC: 2, MA: 3, MB: 4, AC: 5, IO: 6, IR: 7, names: 8, address: 10, testword: 11 };
const LAST_ROW = 11;

// Grid columns: the label, 18 bit columns with a gap after each three, one more column (the
// INST lamp stands in DEC column 18, as on the Swing panel), a gap, then six columns in two
// threes for the program flags and the sense switches.
const COLUMNS = (() => {
  const cols = ['var(--label)'];
  for (let bit = 0; bit < 19; bit++) {
    cols.push('var(--pitch)');
    if (bit % 3 === 2) cols.push('var(--group)');
  }
  cols.push('var(--block)');
  for (let n = 1; n <= 6; n++) {
    cols.push('var(--pitch)');
    if (n === 3) cols.push('var(--group)');
  }
  return cols;
})();

/** Grid column of DEC column {@code bit} (0..18). */
function bitColumn(bit) {
  return 2 + bit + Math.floor(bit / 3);
}

/** Grid column of program flag or sense switch {@code n} (1..6). */
function rightColumn(n) {
  return bitColumn(18) + 2 + (n - 1) + Math.floor((n - 1) / 3);
}

/** The mask of DEC bit {@code bit} in a register {@code width} bits wide. */
function decMask(bit, width) {
  return 1 << (width === 5 ? 4 - bit : 17 - bit);
}

/** PF1 and SS1 are the 040 bit, PF6 and SS6 the 001 bit. */
function senseMask(n) {
  return 1 << (6 - n);
}

function element(tag, className, attrs = {}) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

function place(e, row, column, span = 1) {
  e.style.gridRow = String(row);
  e.style.gridColumn = `${column} / span ${span}`;
  return e;
}

export class Panel {
  /**
   * @param root an empty element to build the panel in
   * @param send called with a protocol message for a switch flipped or a key pressed
   */
  constructor(root, send) {
    this.send = send;
    this.lamps = [];        // {el, value: frame => bool}
    this.switches = [];     // {el, bank, bit, value: frame => bool}
    this.keys = [];
    this.pending = new Map(); // a switch flipped here, shown so until the machine agrees or 0.5 s pass
    this.last = null;
    this.readOnly = false;
    const grid = element('div', 'panel-grid');
    grid.style.gridTemplateColumns = COLUMNS.join(' ');
    this.grid = grid;
    this.buildBands();
    this.buildNumbers();
    REGISTERS.forEach((r) => this.buildRegister(r));
    this.buildSingleLamps();
    this.buildRightBlock();
    this.buildSwitchRow('address', 'ADDRESS', 2);
    this.buildSwitchRow('testword', 'TEST WORD', 0);
    root.append(grid, this.buildKeys());
    root.addEventListener('mousedown', (e) => {
      if (e.target.closest('button')) e.preventDefault();   // a click leaves the typing focus where it was
    });
  }

  /** Grey bands behind every other group of three, as on the console. */
  buildBands() {
    for (const first of [0, 6, 12]) {
      this.grid.append(place(element('div', 'band'), `1 / ${LAST_ROW + 1}`, bitColumn(first), 3));
    }
    this.grid.append(place(element('div', 'band'), `1 / ${LAST_ROW + 1}`, rightColumn(1), 3));
  }

  buildNumbers() {
    for (let bit = 0; bit < 18; bit++) {
      const n = place(element('span', 'number'), ROW.numbers, bitColumn(bit));
      n.textContent = String(bit);
      this.grid.append(n);
    }
    for (let i = 1; i <= 6; i++) {
      const n = place(element('span', 'number'), ROW.numbers, rightColumn(i));
      n.textContent = String(i);
      this.grid.append(n);
    }
  }

  buildRegister({ lamp, label, bits }) {
    const row = ROW[lamp];
    this.grid.append(this.label(label, row));
    const first = lamp === 'IR' ? 0 : 18 - bits;
    for (let bit = first; bit < first + bits; bit++) {
      const mask = decMask(bit, bits);
      this.lamp(row, bitColumn(bit), { 'data-lamp': lamp, 'data-bit': bit }, (f) => (f.lamps[lamp] & mask) !== 0);
    }
  }

  buildSingleLamps() {
    SINGLE_LAMPS.forEach(([name, flag], i) => {
      const column = bitColumn(6 + i);
      this.lamp(ROW.IR, column, { 'data-lamp': name }, (f) => (f.flags & flag) !== 0);
      const caption = place(element('span', 'caption'), ROW.names, column);
      caption.textContent = name;
      this.grid.append(caption);
    });
  }

  /** Program flags over sense switch lamps, their captions under them; the toggles come later. */
  buildRightBlock() {
    for (const [lamp, row, label] of [['PF', ROW.PC, 'PROGRAM FLAGS'], ['SS', ROW.MB, 'SENSE SWITCHES']]) {
      for (let n = 1; n <= 6; n++) {
        const mask = senseMask(n);
        this.lamp(row, rightColumn(n), { 'data-lamp': lamp, 'data-bit': n }, (f) => (f.lamps[lamp] & mask) !== 0);
      }
      const caption = place(element('span', 'caption block-caption'), row + 1, rightColumn(1), 7);
      caption.textContent = label;
      this.grid.append(caption);
    }
  }

  buildSwitchRow(bank, label, first) {
    const row = ROW[bank];
    const register = bank === 'address' ? 'TA' : 'TW';
    this.grid.append(this.label(`${label} SWITCHES`, row));
    for (let bit = first; bit < 18; bit++) {
      const mask = decMask(bit, 18);
      this.toggle(row, bitColumn(bit), bank, bit, (f) => (f.lamps[register] & mask) !== 0);
    }
    if (bank === 'testword') {
      for (let n = 1; n <= 6; n++) {
        const mask = senseMask(n);
        this.toggle(row, rightColumn(n), 'sense', n, (f) => (f.lamps.SS & mask) !== 0);
      }
    }
  }

  buildKeys() {
    const row = element('div', 'keys');
    for (const [key, label, flag] of KEYS) {
      const b = element('button', 'key', { type: 'button', 'data-key': key });
      b.textContent = label;
      if (flag) b.setAttribute('aria-pressed', 'false');
      b.addEventListener('click', () => this.send({ type: 'press', key }));
      this.keys.push({ el: b, flag });
      row.append(b);
    }
    return row;
  }

  label(text, row) {
    const l = place(element('span', 'row-label'), row, 1);
    l.textContent = text;
    return l;
  }

  lamp(row, column, attrs, value) {
    const el = place(element('span', 'lamp', attrs), row, column);
    this.grid.append(el);
    this.lamps.push({ el, value, on: false });
  }

  toggle(row, column, bank, bit, value) {
    const name = bank === 'sense' ? `sense switch ${bit}` : `${bank === 'address' ? 'address' : 'test word'} switch ${bit}`;
    const el = place(element('button', 'toggle', {
      type: 'button', 'data-switch': bank, 'data-bit': bit, 'aria-pressed': 'false', 'aria-label': name, title: name,
    }), row, column);
    const s = { el, bank, bit, value, up: false };
    el.addEventListener('click', () => this.flip(s));
    this.grid.append(el);
    this.switches.push(s);
  }

  /** Sends the switch's new position and shows it at once; the next frames confirm it. */
  flip(s) {
    const up = !s.up;
    this.send({ type: 'switch', bank: s.bank, bit: s.bit, up });
    this.pending.set(s, { up, until: performance.now() + 500 });
    this.showSwitch(s, up);
  }

  /** Shows a display frame's lamps, switches and the two lit keys. */
  update(frame) {
    this.last = frame;
    for (const l of this.lamps) {
      const on = l.value(frame);
      if (on !== l.on) {
        l.on = on;
        l.el.classList.toggle('lit', on);
      }
    }
    const now = performance.now();
    for (const s of this.switches) {
      let up = s.value(frame);
      const p = this.pending.get(s);
      if (p) {
        if (p.up === up || now > p.until) this.pending.delete(s);
        else up = p.up;                              // a frame sent before the server saw the flip
      }
      this.showSwitch(s, up);
    }
    for (const k of this.keys) {
      if (k.flag) {
        const lit = (frame.flags & k.flag) !== 0;
        k.el.classList.toggle('lit', lit);
        k.el.setAttribute('aria-pressed', String(lit));
      }
    }
  }

  showSwitch(s, up) {
    if (up !== s.up) {
      s.up = up;
      s.el.classList.toggle('up', up);
      s.el.setAttribute('aria-pressed', String(up));
    }
  }

  /** A watcher sees the panel but works nothing on it. */
  setReadOnly(readOnly) {
    this.readOnly = readOnly;
    for (const s of this.switches) s.el.disabled = readOnly;
    for (const k of this.keys) k.el.disabled = readOnly;
  }
}
