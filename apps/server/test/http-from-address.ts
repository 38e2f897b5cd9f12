import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { rawRequest } from './raw-request';
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
export async function postFrom(
  app: FastifyInstance,
  from: string,
  path: string,
  payload: unknown,
  headers: Record<string, string> = {},
): Promise<AddressedResponse> {
  const { port } = app.server.address() as AddressInfo;
  const answer = await rawRequest(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    localAddress: from,
    headers: { origin: TEST_ORIGIN, 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(payload)),
  });
  return { ...answer, body: answer.body.toString('utf8') };
}
