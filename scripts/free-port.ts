import { createServer } from 'node:net';

/**
 * Whether `port` can be listened on at `host`, found by listening on it and letting go; with `port` 0, a port
 * the system picks. The answer is a moment old when used: another process may take the port before the
 * caller's server listens (the demo's servers start a second later; a clash then stops the demo).
 */
export async function bindablePort(port: number, host: string): Promise<number | undefined> {
  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, host, () => resolve());
    });
    const address = server.address();
    return typeof address === 'object' && address ? address.port : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') return undefined;
    throw error;
  } finally {
    if (server.listening) await new Promise((resolve) => server.close(resolve));
  }
}

/** `preferred` when it is free at `host`, else any free port there. */
export async function freePort(preferred: number, host: string): Promise<number> {
  const port = (await bindablePort(preferred, host)) ?? (await bindablePort(0, host));
  if (port === undefined) throw new Error(`No free port on ${host}`);
  return port;
}
