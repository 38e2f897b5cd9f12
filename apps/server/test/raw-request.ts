import { request } from 'node:http';

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

/**
 * One request over plain HTTP whose answer body is kept as the server sent it: fetch() would decode a
 * compressed body and hide the Content-Encoding that the compression tests are about. `localAddress`
 * binds the client socket (any 127.0.0.x), on a socket of its own, so a server sees that client address.
 */
export function rawRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer; localAddress?: string } = {},
): Promise<RawAnswer> {
  const { localAddress } = options;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        ...(localAddress ? { localAddress, agent: false } : {}),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
