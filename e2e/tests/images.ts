import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';

/**
 * A real PNG made in the test (no fixture file), whole and valid as the upload service checks it:
 * one colour, or noise (bytes a compressor cannot shrink); `salt` adds a comment chunk so that
 * each run's bytes, and so its upload address, are new.
 */
export function png(width: number, height: number, rgb: [number, number, number] | 'noise', salt = ''): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = table[(c ^ x) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    typed.copy(out, 4);
    out.writeUInt32BE(crc(typed), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  const row = () =>
    Buffer.concat([
      Buffer.from([0]),
      rgb === 'noise' ? randomBytes(width * 3) : Buffer.alloc(width * 3).map((_, i) => rgb[i % 3]),
    ]);
  const raw = Buffer.concat(Array.from({ length: height }, row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    ...(salt ? [chunk('tEXt', Buffer.from(`Comment\u0000${salt}`, 'latin1'))] : []),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
