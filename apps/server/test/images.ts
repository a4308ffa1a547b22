import zlib from 'node:zlib';
import { crc32 } from '../src/modules/uploads/image-check.js';

/**
 * Real image bytes made in the tests (no fixture files): a PNG of any size and colour, and a
 * baseline JPEG of one 8×8 grey block, both of which browsers and image tools decode. Plus a
 * multipart/form-data body builder for the upload calls.
 */

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  const typed = Buffer.concat([head.subarray(4), data]);
  crc.writeUInt32BE(crc32(typed), 0);
  return Buffer.concat([head, data, crc]);
};

/** An RGB PNG of width × height pixels of one colour. */
export function makePng(width = 1, height = 1, rgb: [number, number, number] = [200, 30, 30]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3).map((_, i) => rgb[i % 3])]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A baseline JPEG of one 8×8 grey block: quantisation all ones, a DC and an AC Huffman table of
 * one code each, one scan whose only coefficients are "no change" and "end of block".
 * `comment` adds a COM segment (e.g. to make two different files).
 */
export function makeJpeg(comment = ''): Buffer {
  const seg = (marker: number, data: Buffer) => {
    const head = Buffer.from([0xff, marker, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const dqt = Buffer.concat([Buffer.from([0x00]), Buffer.alloc(64, 1)]);
  const sof = Buffer.from([8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
  const counts = (n: number) => Buffer.from([n, ...Array(15).fill(0)]);
  const dhtDc = Buffer.concat([Buffer.from([0x00]), counts(1), Buffer.from([0x00])]);
  const dhtAc = Buffer.concat([Buffer.from([0x10]), counts(1), Buffer.from([0x00])]);
  const sos = Buffer.from([1, 1, 0x00, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    ...(comment ? [seg(0xfe, Buffer.from(comment, 'latin1'))] : []),
    seg(0xdb, dqt),
    seg(0xc0, sof),
    seg(0xc4, dhtDc),
    seg(0xc4, dhtAc),
    seg(0xda, sos),
    // DC "0" (no difference), AC "0" (end of block), padded with ones.
    Buffer.from([0x3f]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/** A multipart/form-data body with one file (and optional text fields), and its content type. */
export function multipartBody(
  files: { field: string; filename: string; type: string; content: Buffer }[],
  fields: Record<string, string> = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----bo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const f of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    parts.push(f.content, Buffer.from('\r\n'));
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
