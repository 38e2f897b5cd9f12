// @vitest-environment node
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { PRECOMPRESS_MIN_BYTES, precompressDirectory } from './precompress';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function buildFolder(files: Record<string, Buffer | string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'precompress-'));
  made.push(dir);
  for (const [name, body] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), body);
  }
  return dir;
}

describe('precompressDirectory', () => {
  it('writes a .br and a .gz beside each text asset that decode to the file', () => {
    const script = 'export const greet = (name) => "hello " + name;\n'.repeat(200);
    const dir = buildFolder({
      'assets/index-abc.js': script,
      'assets/index-abc.css': 'a{color:red}\n'.repeat(200),
    });
    const written = precompressDirectory(dir)
      .map((file) => path.relative(dir, file))
      .sort();
    expect(written).toEqual([
      'assets/index-abc.css.br',
      'assets/index-abc.css.gz',
      'assets/index-abc.js.br',
      'assets/index-abc.js.gz',
    ]);
    const br = readFileSync(path.join(dir, 'assets/index-abc.js.br'));
    expect(brotliDecompressSync(br).toString('utf8')).toBe(script);
    expect(gunzipSync(readFileSync(path.join(dir, 'assets/index-abc.js.gz'))).toString('utf8')).toBe(script);
    expect(br.length).toBeLessThan(script.length / 10);
  });

  it('leaves small files and images as they are', () => {
    const dir = buildFolder({
      'small.js': 'x'.repeat(PRECOMPRESS_MIN_BYTES - 1),
      'photo.png': 'p'.repeat(4096),
    });
    precompressDirectory(dir);
    for (const file of ['small.js', 'photo.png']) {
      expect(existsSync(path.join(dir, `${file}.br`))).toBe(false);
      expect(existsSync(path.join(dir, `${file}.gz`))).toBe(false);
    }
  });
});
