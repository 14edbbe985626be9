// The Type 30 CRT: the P7 phosphor of pdp1.emu.front.Phosphor (docs/crt.md), drawn on a canvas.
//
// Phosphor sums, at each render, every recent point's two lights decayed from its own draw
// time. Both decays are exponential, so here the light is kept instead: two float buffers
// (blue flash, yellow-green afterglow) are multiplied by the decay for the simulated time
// since the last frame, and each new point is added at its age. The sum is the same.
// Constants, kernels and the response table follow Phosphor.java; its Javadoc says why.

const BLUE_HALF_LIFE_US = 50_000;
const YELLOW_HALF_LIFE_US = 200_000;
const POSITIONS = 1024;                                   // display positions across, each way
const SPOT_POSITIONS = 0.015 / 9.375 * POSITIONS;         // spot FWHM: 0.015 in on a 9 3/8 in raster
const HALO_POSITIONS = 3 * SPOT_POSITIONS;                // the yellow-green halo's FWHM (an estimate)
const FWHM_PER_SIGMA = 2 * Math.sqrt(2 * Math.log(2));

const BLUE = [0.14, 0.18, 1.0];                           // linear RGB of the two lights
const YELLOW = [0.45, 1.0, 0.06];
const YELLOW_PER_BLUE = 0.15;
const GAIN = 14.0;
const BACKGROUND = 0x060806;
const BEZEL = 0x1a1a1a;

const PHASES = 16;                                        // sub-pixel phases of the kernels
const LUT_SIZE = 4096;                                    // response table, indexed by sqrt(light)
const LUT_MAX_LIGHT = 16;
const LUT_SCALE = (LUT_SIZE - 1) / Math.sqrt(LUT_MAX_LIGHT);
// Light below this is dark after the response (under 1/1000 of a level; Phosphor forgets
// points after 2 s, which is about the same); dropping it keeps the buffers sparse.
const DARK = 1e-4;
// Frames kept to redraw the tube after a resize: a point fades out within 3 s of its frame.
const HISTORY_US = 3_000_000;

/** Level 7 → 1.0, halving every three levels (Phosphor.levelBrightness). */
const LEVEL = Array.from({ length: 8 }, (_, level) => Math.pow(2, (level - 7) / 3));

const LUT = responseTables();

export class Crt {
  /** @param canvas the square canvas; its pixel size follows its displayed size (256..1024) */
  constructor(canvas) {
    this.canvas = canvas;
    this.ctx = canvas.getContext('2d', { alpha: false });
    this.history = [];            // recent frames {timeUs, points}, to redraw after a resize
    this.size = 0;
    this.resize(512);
    new ResizeObserver(() => this.fitToDisplay()).observe(canvas);
  }

  /** Renders at the canvas's displayed size in device pixels, as CrtView does. */
  fitToDisplay() {
    const css = this.canvas.getBoundingClientRect().width;
    const want = Math.max(256, Math.min(1024, Math.round(css * (window.devicePixelRatio || 1))));
    if (Math.abs(want - this.size) >= 16) {
      this.resize(want);
      this.history.forEach((f) => this.add(f));         // the same light at the new size
      this.draw();
    }
  }

  resize(size) {
    this.size = size;
    this.canvas.width = size;
    this.canvas.height = size;
    this.pixelsPerPosition = size / POSITIONS;
    this.blue = new Float32Array(size * size);
    this.yellow = new Float32Array(size * size);
    // per row, the columns that may hold light (min > max: none)
    this.spanMin = new Int32Array(size).fill(size);
    this.spanMax = new Int32Array(size).fill(-1);
    const spotSigma = SPOT_POSITIONS / FWHM_PER_SIGMA * this.pixelsPerPosition;
    const haloSigma = HALO_POSITIONS / FWHM_PER_SIGMA * this.pixelsPerPosition;
    this.spotRadius = radius(spotSigma);
    this.haloRadius = radius(haloSigma);
    this.spot = kernels(spotSigma, this.spotRadius, this.pixelsPerPosition);
    this.halo = kernels(haloSigma, this.haloRadius, this.pixelsPerPosition);
    this.makeTube();
    this.timeUs = null;
    this.dirty = true;
  }

  /** The empty picture: the tube's background inside the circle, the bezel outside. */
  makeTube() {
    const size = this.size;
    this.image = this.ctx.createImageData(size, size);
    this.pixels = new Uint32Array(this.image.data.buffer);   // little-endian RGBA as ABGR words
    this.empty = new Uint32Array(size * size);
    this.tubeMin = new Int32Array(size);
    this.tubeMax = new Int32Array(size);
    const r = size / 2;
    for (let y = 0; y < size; y++) {
      const dy = y + 0.5 - r;
      const half = Math.sqrt(Math.max(0, r * r - dy * dy));
      this.tubeMin[y] = Math.ceil(r - half - 0.5);
      this.tubeMax[y] = Math.floor(r + half - 0.5);
      for (let x = 0; x < size; x++) {
        const inside = x >= this.tubeMin[y] && x <= this.tubeMax[y];
        this.empty[y * size + x] = abgr(inside ? BACKGROUND : BEZEL);
      }
    }
  }

  /** The screen starts empty (a new program). */
  clear() {
    this.history = [];
    this.blue.fill(0);
    this.yellow.fill(0);
    this.spanMin.fill(this.size);
    this.spanMax.fill(-1);
    this.timeUs = null;
    this.dirty = true;
  }

  /** A display frame from the server: decay to its time, add its points. */
  frame(frame) {
    if (this.timeUs !== null && frame.timeUs < this.timeUs) {
      this.clear();                                     // the clock went back: a new machine
    }
    this.history.push(frame);
    while (this.history.length && this.history[0].timeUs < frame.timeUs - HISTORY_US) {
      this.history.shift();
    }
    this.add(frame);
  }

  add(frame) {
    this.advance(frame.timeUs);
    this.addPoints(frame.points, frame.count);
    this.dirty = true;
  }

  /** Lets the light fade for the simulated time from the last frame to {@code timeUs}. */
  advance(timeUs) {
    const dt = this.timeUs === null ? 0 : timeUs - this.timeUs;
    this.timeUs = timeUs;
    if (dt <= 0) {
      return;
    }
    const fb = Math.pow(0.5, dt / BLUE_HALF_LIFE_US);
    const fy = Math.pow(0.5, dt / YELLOW_HALF_LIFE_US);
    const { blue, yellow, size } = this;
    for (let row = 0; row < size; row++) {
      const from = this.spanMin[row];
      const to = this.spanMax[row];
      if (from > to) {
        continue;
      }
      let lit = false;
      for (let i = row * size + from, end = row * size + to; i <= end; i++) {
        let b = blue[i] * fb;
        let y = yellow[i] * fy;
        if (b < DARK) b = 0;
        if (y < DARK) y = 0;
        blue[i] = b;
        yellow[i] = y;
        lit = lit || b !== 0 || y !== 0;
      }
      if (!lit) {
        this.spanMin[row] = size;
        this.spanMax[row] = -1;
      }
    }
  }

  /** Adds the frame's points (8 bytes each, docs/classroom.md) at their ages. */
  addPoints(points, count) {
    for (let i = 0, o = 0; i < count; i++, o += 8) {
      const x = points.getInt16(o, true);
      const y = points.getInt16(o + 2, true);
      const level = points.getUint8(o + 4) & 7;
      const ageUs = points.getUint16(o + 6, true) * 16;
      const col = x + 512;                              // -511..511 to the 1024 raster, +Y up
      const row = 511 - y;
      if (col < 0 || col >= POSITIONS || row < 0 || row >= POSITIONS) {
        continue;
      }
      const brightness = LEVEL[level];
      const b = brightness * Math.pow(0.5, ageUs / BLUE_HALF_LIFE_US);
      const g = YELLOW_PER_BLUE * brightness * Math.pow(0.5, ageUs / YELLOW_HALF_LIFE_US);
      this.spread(col, row, b, g);
    }
  }

  /** One position's light onto the pixels: the blue as the spot, the yellow-green as its halo. */
  spread(col, row, b, y) {
    const cx = (col + 0.5) * this.pixelsPerPosition;
    const cy = (row + 0.5) * this.pixelsPerPosition;
    const px = Math.floor(cx);
    const py = Math.floor(cy);
    const qx = Math.floor((cx - px) * PHASES);
    const qy = Math.floor((cy - py) * PHASES);
    this.addKernel(this.blue, px, py, this.spot[qx], this.spot[qy], this.spotRadius, GAIN * b);
    this.addKernel(this.yellow, px, py, this.halo[qx], this.halo[qy], this.haloRadius, GAIN * y);
  }

  addKernel(light, px, py, wx, wy, r, amount) {
    const size = this.size;
    const x0 = Math.max(px - r, 0);
    const x1 = Math.min(px + r, size - 1);
    const y0 = Math.max(py - r, 0);
    const y1 = Math.min(py + r, size - 1);
    if (x0 > x1) {
      return;
    }
    for (let row = y0; row <= y1; row++) {
      const a = amount * wy[row - py + r];
      const base = row * size;
      for (let x = x0; x <= x1; x++) {
        light[base + x] += a * wx[x - px + r];
      }
      if (x0 < this.spanMin[row]) this.spanMin[row] = x0;
      if (x1 > this.spanMax[row]) this.spanMax[row] = x1;
    }
  }

  /** Puts the picture on the canvas if a frame came since the last call (once per animation frame). */
  draw() {
    if (!this.dirty) {
      return;
    }
    this.dirty = false;
    this.develop();
    this.ctx.putImageData(this.image, 0, 0);
  }

  /** Light to sRGB pixels through the phosphor's response, inside the tube. */
  develop() {
    const { blue, yellow, size, pixels } = this;
    pixels.set(this.empty);
    const [lutR, lutG, lutB] = LUT;
    const top = LUT_SIZE - 1;
    for (let row = 0; row < size; row++) {
      const from = Math.max(this.spanMin[row], this.tubeMin[row]);
      const to = Math.min(this.spanMax[row], this.tubeMax[row]);
      for (let i = row * size + from, end = row * size + to; i <= end; i++) {
        const b = blue[i];
        const y = yellow[i];
        if (b === 0 && y === 0) {
          continue;
        }
        const ir = Math.min(top, (Math.sqrt(b * BLUE[0] + y * YELLOW[0]) * LUT_SCALE) | 0);
        const ig = Math.min(top, (Math.sqrt(b * BLUE[1] + y * YELLOW[1]) * LUT_SCALE) | 0);
        const ib = Math.min(top, (Math.sqrt(b * BLUE[2] + y * YELLOW[2]) * LUT_SCALE) | 0);
        pixels[i] = 0xff000000 | lutB[ib] << 16 | lutG[ig] << 8 | lutR[ir];
      }
    }
  }
}

/** 0xRRGGBB as an opaque pixel word of ImageData on a little-endian machine. */
function abgr(rgb) {
  return (0xff000000 | (rgb & 0xff) << 16 | (rgb & 0xff00) | (rgb >> 16 & 0xff)) >>> 0;
}

/** Per channel: sqrt(light) * LUT_SCALE → that channel's sRGB byte over the background. */
function responseTables() {
  return [16, 8, 0].map((shift) => {
    const background = linear(((BACKGROUND >> shift) & 0xff) / 255);
    const table = new Uint8Array(LUT_SIZE);
    for (let i = 0; i < LUT_SIZE; i++) {
      const root = i / LUT_SCALE;
      const light = background + (1 - background) * (1 - Math.exp(-root * root));
      table[i] = Math.round(srgb(light) * 255);
    }
    return table;
  });
}

function linear(s) {
  return s <= 0.04045 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
}

function srgb(l) {
  return l <= 0.0031308 ? 12.92 * l : 1.055 * Math.pow(l, 1 / 2.4) - 0.055;
}

/**
 * A gaussian of {@code sigma} pixels integrated over each pixel -r..r around the pixel holding
 * its centre, for each sub-pixel phase; scaled to sum to pixelsPerPosition, so that a point's
 * light per pixel is per display position's area and the picture looks the same at any size.
 */
function kernels(sigma, r, pixelsPerPosition) {
  const k = [];
  for (let q = 0; q < PHASES; q++) {
    const centre = (q + 0.5) / PHASES;
    const w = [];
    let sum = 0;
    for (let d = -r; d <= r; d++) {
      const v = phi((d + 1 - centre) / sigma) - phi((d - centre) / sigma);
      w.push(v);
      sum += v;
    }
    k.push(Float32Array.from(w, (v) => v / sum * pixelsPerPosition));
  }
  return k;
}

/** Pixels each side of the centre's pixel a kernel reaches: out to 2.5 sigma. */
function radius(sigma) {
  return Math.max(1, Math.ceil(2.5 * sigma - 0.5));
}

function phi(x) {
  return 0.5 * (1 + erf(x / Math.SQRT2));
}

/** Abramowitz and Stegun 7.1.26, as Phosphor uses. */
function erf(x) {
  const t = 1 / (1 + 0.3275911 * Math.abs(x));
  const poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const e = 1 - poly * Math.exp(-x * x);
  return x >= 0 ? e : -e;
}
