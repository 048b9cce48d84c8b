import { inflateSync } from 'node:zlib';

/**
 * Reads the server's QR pictures: 1-bit greyscale PNGs without row filters
 * (server/domain/qr-image.ts). Anything else is refused, so a change of
 * format shows up here first. Returns RGBA pixels for a QR reader.
 */
export function readQrPng(png: Buffer): { width: number; height: number; rgba: Uint8ClampedArray } {
  if (png.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('ascii', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 1 || body[9] !== 0 || body[12] !== 0) throw new Error('not a 1-bit greyscale PNG');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(data));
  const rowBytes = 1 + Math.ceil(width / 8);
  const rgba = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) {
    if (rows[y * rowBytes] !== 0) throw new Error(`row ${y} uses a filter`);
    for (let x = 0; x < width; x++) {
      const white = (rows[y * rowBytes + 1 + (x >> 3)]! >> (7 - (x & 7))) & 1;
      rgba.fill(white ? 255 : 0, (y * width + x) * 4, (y * width + x) * 4 + 3);
      rgba[(y * width + x) * 4 + 3] = 255;
    }
  }
  return { width, height, rgba };
}
