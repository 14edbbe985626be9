// The server's binary display frame (docs/classroom.md), little-endian:
// type 1, 3 reserved bytes, point count N, simulated time (float64 µs), speed (float32),
// ten uint32 lamps, uint32 flags, then N points of 8 bytes.

export const LAMPS = ['PC', 'MA', 'MB', 'AC', 'IO', 'IR', 'PF', 'SS', 'TW', 'TA'];
const HEADER = 64;
const POINT = 8;

/**
 * The frame in {@code buffer}, or null if it is not one (another type, or cut short).
 * {@code points} is a DataView over the N points, read by the CRT.
 */
export function parseFrame(buffer) {
  if (buffer.byteLength < HEADER) {
    return null;
  }
  const v = new DataView(buffer);
  if (v.getUint8(0) !== 1) {
    return null;
  }
  const count = v.getUint32(4, true);
  if (buffer.byteLength < HEADER + count * POINT) {
    return null;
  }
  const lamps = {};
  LAMPS.forEach((name, i) => { lamps[name] = v.getUint32(20 + 4 * i, true); });
  return {
    count,
    timeUs: v.getFloat64(8, true),
    speed: v.getFloat32(16, true),
    lamps,
    flags: v.getUint32(60, true),
    points: new DataView(buffer, HEADER, count * POINT),
  };
}
