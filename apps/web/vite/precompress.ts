import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

// Every text asset of the build is written beside itself as .br and .gz, once, at the strongest settings
// (brotli 11, gzip 9): the server (@fastify/static's preCompressed) sends the one the browser accepts
// with no work per request, where compressing on the fly would redo it for every visitor (decision 0091).

/** What is worth compressing: text formats. Images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|ico)$/;
/** Below this a compressed copy saves less than its headers cost; the server sends the file as it is. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/** The compressed copies written for one file (none when it is too small or does not shrink). */
export function precompressFile(file: string): string[] {
  const source = readFileSync(file);
  if (source.length < PRECOMPRESS_MIN_BYTES) return [];
  const copies: [string, Buffer][] = [
    [
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
        },
      }),
    ],
    [`${file}.gz`, gzipSync(source, { level: constants.Z_BEST_COMPRESSION })],
  ];
  const written: string[] = [];
  for (const [copy, body] of copies) {
    if (body.length >= source.length) continue;
    writeFileSync(copy, body);
    written.push(copy);
  }
  return written;
}

/** Writes the .br and .gz copies of every compressible file under `dir`; returns the copies written. */
export function precompressDirectory(dir: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    written.push(...precompressFile(path.join(entry.parentPath, entry.name)));
  }
  return written;
}

/** The Vite plugin: after the build (public files included) is written, precompresses the output folder. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'teewatch-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        const written = precompressDirectory(outDir);
        this.info(`${written.length} precompressed copies (.br, .gz) in ${outDir}`);
      },
    },
  };
}
