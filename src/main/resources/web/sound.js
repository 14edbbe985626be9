// The flags' sound in the page (docs/classroom.md, docs/music.md): the server makes program flags
// 1-4 into 24 kHz 16-bit samples from the simulated clock and sends them in binary messages of
// type 2; they are played back to back, a little behind, so that a late message does not click.

const RATE = 24000;
const LEAD_S = 0.15;           // how far ahead of now a block is put, for the network's jitter

export class Sound {
  constructor() {
    this.context = null;
    this.next = 0;             // when the next block starts, in the context's time
  }

  get on() {
    return this.context !== null && this.context.state !== 'closed';
  }

  /** Starts the audio (only from a click: browsers allow sound after a gesture). */
  async start() {
    if (this.on) return;
    this.context = new AudioContext({ sampleRate: RATE });
    await this.context.resume();
    this.next = 0;
  }

  async stop() {
    if (!this.context) return;
    const c = this.context;
    this.context = null;
    await c.close();
  }

  /** A sound message: 1 byte type 2, 3 reserved, uint32 count, count int16 samples (little-endian). */
  play(buffer) {
    if (!this.on || buffer.byteLength < 8) return;
    const v = new DataView(buffer);
    const n = Math.min(v.getUint32(4, true), (buffer.byteLength - 8) / 2);
    if (n === 0) return;
    const block = this.context.createBuffer(1, n, RATE);
    const data = block.getChannelData(0);
    for (let i = 0; i < n; i++) data[i] = v.getInt16(8 + 2 * i, true) / 32768;
    const source = this.context.createBufferSource();
    source.buffer = block;
    source.connect(this.context.destination);
    const now = this.context.currentTime;
    if (this.next < now + 0.02 || this.next > now + 1) this.next = now + LEAD_S;   // start, or catch up
    source.start(this.next);
    this.next += n / RATE;
  }
}
