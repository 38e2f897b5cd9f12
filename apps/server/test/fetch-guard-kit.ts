import type { Resolver } from '../src/lib/fetch-guard/fetch-guard';
import { type CountingServer, startCountingServer } from './counting-server';

// What the fetch guard's end-to-end tests share (decision 0240): a resolver that knows only the names it
// is given, and the refused targets: servers on 127.0.0.1 and [::1] that count every connection, and a
// redirector on 127.0.0.1 (the test's stand-in for the operator's simulator, a trusted origin) whose
// answers send the guard on to them.

/** A resolver that knows only the names it is given (no test resolves a real name); `asked` lists its calls. */
export function resolverOf(names: Record<string, string[]>): Resolver & { asked: string[] } {
  const asked: string[] = [];
  const resolver = async (hostname: string) => {
    asked.push(hostname);
    const addresses = names[hostname];
    if (!addresses) {
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
    }
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return Object.assign(resolver, { asked });
}

export type GuardTargets = {
  v4: CountingServer;
  v6: CountingServer;
  /** Redirects a path naming `to-v4`, `to-v6` or `to-http` to https://127.0.0.1, https://[::1] or http://127.0.0.1. */
  redirector: CountingServer;
  /** Connections the refused targets received (the tests expect none). */
  reached: () => number;
  close: () => Promise<void>;
};

export async function startGuardTargets(): Promise<GuardTargets> {
  const v4 = await startCountingServer('127.0.0.1');
  const v6 = await startCountingServer('::1');
  const redirector = await startCountingServer('127.0.0.1', (request, response) => {
    const path = request.url ?? '/';
    const to = path.includes('to-v4')
      ? `https://127.0.0.1:${v4.port}/`
      : path.includes('to-v6')
        ? `https://[::1]:${v6.port}/`
        : path.includes('to-http')
          ? `${v4.url}/`
          : undefined;
    if (to) response.writeHead(302, { location: to }).end();
    else response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
  });
  return {
    v4,
    v6,
    redirector,
    reached: () => v4.connections() + v6.connections(),
    close: async () => {
      await Promise.all([v4.close(), v6.close(), redirector.close()]);
    },
  };
}
