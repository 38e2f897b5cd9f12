import { request } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * A GET over plain HTTP that keeps the body as the server sent it: fetch() would decode a compressed
 * body and hide the Content-Encoding that the compression tests are about.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
