import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { TEST_ORIGIN } from './test-context';

export type AddressedResponse = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

/**
 * Real HTTP to a listening test app from a chosen loopback address: the client socket is bound to
 * `from` (any 127.0.0.x), so the server sees distinct client addresses as it would in production.
 */
export function postFrom(
  app: FastifyInstance,
  from: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<AddressedResponse> {
  const { port } = app.server.address() as AddressInfo;
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        incoming.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
