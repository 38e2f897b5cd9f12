import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { bindablePort, freePort } from './free-port';

const HOST = '127.0.0.1';
const servers: Server[] = [];

async function occupy(port = 0): Promise<number> {
  const server = createServer();
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(port, HOST, resolve));
  return (server.address() as { port: number }).port;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('free ports (the demo)', () => {
  it('takes the preferred port when it is free', async () => {
    const port = await occupy();
    await new Promise((resolve) => servers.pop()?.close(resolve));
    expect(await freePort(port, HOST)).toBe(port);
  });

  it('finds another port when the preferred one is in use, and says the busy one is not bindable', async () => {
    const busy = await occupy();
    expect(await bindablePort(busy, HOST)).toBeUndefined();
    const port = await freePort(busy, HOST);
    expect(port).not.toBe(busy);
    expect(await occupy(port)).toBe(port);
  });
});
