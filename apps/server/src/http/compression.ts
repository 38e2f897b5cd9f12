import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go as they are: compressing them saves less than it costs (decision 0091). */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compresses answers over 1 KB on the fly, brotli first then gzip, as the request's Accept-Encoding allows,
 * with `Vary: Accept-Encoding`. The built web assets are compressed at build time instead and already carry
 * their Content-Encoding, which this leaves alone; Server-Sent Events and images are never compressed
 * (@fastify/compress's default types: text, JSON, XML). Request bodies are not decompressed: no client
 * sends them compressed, and a small compressed body must not grow into a large one behind the body limit.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
  });
}
