import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local HTTP server that counts what reaches it: every TCP connection and every request. The fetch
// guard's tests point refused addresses at one and check it got nothing, not even a connection.

export type CountingServer = {
  /** http://127.0.0.1:<port> or http://[::1]:<port>. */
  url: string;
  port: number;
  connections: () => number;
  requests: () => string[];
  close: () => Promise<void>;
};

export async function startCountingServer(
  host: '127.0.0.1' | '::1',
  handler: (request: IncomingMessage, response: ServerResponse) => void = (_request, response) =>
    response.writeHead(200, { 'content-type': 'text/plain' }).end('reached'),
): Promise<CountingServer> {
  let connections = 0;
  const requests: string[] = [];
  const server: Server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    handler(request, response);
  });
  server.on('connection', () => {
    connections++;
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: host === '::1' ? `http://[::1]:${port}` : `http://127.0.0.1:${port}`,
    port,
    connections: () => connections,
    requests: () => [...requests],
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Both loopback addresses on one test: a server on 127.0.0.1 and one on [::1]. */
export async function startLoopbackPair(): Promise<{ v4: CountingServer; v6: CountingServer }> {
  return { v4: await startCountingServer('127.0.0.1'), v6: await startCountingServer('::1') };
}
