import type { ServerResponse } from 'node:http';
import { deflateSync } from 'node:zlib';

// A stand-in for a map tile server (the courses map, decision 0310), so tests and `npm run demo` show a map
// without reaching the internet: every `/tiles/{z}/{x}/{y}.png` is one small generated PNG, a pale green
// square with a darker border, so the tile grid stays visible. Served beside the protocol routes.

const TILE_SIZE = 256;
const FILL = [220, 235, 215] as const;
const EDGE = [180, 200, 175] as const;
const TILE_PATH = /^\/tiles\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

/** Whether a path is a tile's: `/tiles/{z}/{x}/{y}.png` with z at most 22 and x, y inside that zoom's grid. */
export function isTilePath(pathname: string): boolean {
  const match = TILE_PATH.exec(pathname);
  if (!match) return false;
  const [z, x, y] = match.slice(1).map(Number) as [number, number, number];
  return z <= 22 && x < 2 ** z && y < 2 ** z;
}

let tile: Buffer | undefined;

/** The one tile every tile path answers (built once: the same bytes for every z/x/y). */
export function tilePng(): Buffer {
  tile ??= encodePng(TILE_SIZE, TILE_SIZE, (x, y) =>
    x === 0 || y === 0 || x === TILE_SIZE - 1 || y === TILE_SIZE - 1 ? EDGE : FILL,
  );
  return tile;
}

/** Answers a tile request: the tile, cacheable for a day like a real tile server's. */
export function sendTile(res: ServerResponse): void {
  const png = tilePng();
  res.writeHead(200, {
    'content-type': 'image/png',
    'content-length': String(png.length),
    'cache-control': 'public, max-age=86400',
  });
  res.end(png);
}

/** An 8-bit RGB PNG of `width` × `height` whose pixels `colour` gives. */
export function encodePng(
  width: number,
  height: number,
  colour: (x: number, y: number) => readonly [number, number, number],
): Buffer {
  const rowBytes = 1 + width * 3;
  const raw = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    // Each row starts with its filter byte, 0 (none).
    for (let x = 0; x < width; x++) raw.set(colour(x, y), y * rowBytes + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter method, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

/** PNG's CRC-32 (ISO 3309) of a chunk's type and data. */
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
