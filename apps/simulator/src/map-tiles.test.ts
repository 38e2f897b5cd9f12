import { inflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTilePath, tilePng } from './map-tiles';
import { type Simulator, startSimulator } from './simulator';

describe('map tile stand-in', () => {
  let simulator: Simulator;
  beforeAll(async () => {
    simulator = await startSimulator();
  });
  afterAll(() => simulator.close());

  it('answers a tile path with a 256 × 256 PNG', async () => {
    const response = await fetch(`${simulator.url}/tiles/11/323/700.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect(bytes.readUInt32BE(16)).toBe(256);
    expect(bytes.readUInt32BE(20)).toBe(256);
    expect(bytes.equals(tilePng())).toBe(true);
  });

  it('encodes every row of pixels', () => {
    const png = tilePng();
    const idatLength = png.readUInt32BE(33);
    expect(png.subarray(37, 41).toString('ascii')).toBe('IDAT');
    const raw = inflateSync(png.subarray(41, 41 + idatLength));
    expect(raw.length).toBe(256 * (1 + 256 * 3));
  });

  it('refuses what is not a tile of its zoom level', async () => {
    expect(isTilePath('/tiles/2/3/3.png')).toBe(true);
    expect(isTilePath('/tiles/2/4/0.png')).toBe(false);
    expect(isTilePath('/tiles/23/0/0.png')).toBe(false);
    expect(isTilePath('/tiles/a/0/0.png')).toBe(false);
    expect((await fetch(`${simulator.url}/tiles/1/5/0.png`)).status).toBe(404);
  });
});
