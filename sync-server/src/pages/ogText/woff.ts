import { inflateSync } from 'node:zlib';

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER = 44;
const ENTRY = 20;

/**
 * Unpacks a WOFF 1 file into the plain TrueType/OpenType file it wraps (each table zlib-deflated, or
 * stored), since HarfBuzz reads only the plain format and the font packages ship WOFF.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) throw new Error('Not a WOFF file');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  if (HEADER + count * ENTRY > woff.length) throw new Error('Truncated WOFF table directory');
  let power = 1;
  let log2 = 0;
  while (power * 2 <= count) {
    power *= 2;
    log2 += 1;
  }
  const header = Buffer.alloc(12 + 16 * count);
  header.writeUInt32BE(flavor, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(log2, 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (let i = 0; i < count; i++) {
    const entry = HEADER + i * ENTRY;
    const tag = woff.readUInt32BE(entry);
    const at = woff.readUInt32BE(entry + 4);
    const stored = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const checksum = woff.readUInt32BE(entry + 16);
    const raw = woff.subarray(at, at + stored);
    const table = stored < length ? inflateSync(raw) : raw;
    if (table.length !== length) throw new Error('A WOFF table does not unpack to its stated length');
    const row = 12 + i * 16;
    header.writeUInt32BE(tag, row);
    header.writeUInt32BE(checksum, row + 4);
    header.writeUInt32BE(offset, row + 8);
    header.writeUInt32BE(length, row + 12);
    const padding = (4 - (length % 4)) % 4;
    parts.push(table, Buffer.alloc(padding));
    offset += length + padding;
  }
  return Buffer.concat(parts);
}
