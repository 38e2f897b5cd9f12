import { isIP } from 'node:net';
import type { Config } from '../config';

// The one rule for addresses the server sends to on someone's word (a push endpoint, a pasted booking
// link): https everywhere in production; elsewhere http too, but only to this machine (the tests' push
// service, a local test site), so a development server never sends in clear text across a network.

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

export function isAllowedTransport(environment: Config['environment'], address: string): boolean {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return false;
  }
  if (url.protocol === 'https:') return true;
  if (url.protocol !== 'http:') return false;
  const loopback =
    LOOPBACK_HOSTS.has(url.hostname) || (isIP(url.hostname) === 4 && url.hostname.startsWith('127.'));
  return environment !== 'production' && loopback;
}
