import { linkMac, macMatches } from './signed-link';

// The "Stop all email" link (decision 0250): it acts on an address, not a request, because contact
// addresses need not be an account's. The token is the lower-cased address (base64url) signed with the
// app's secret for this purpose only (signed-link.ts), so it cannot be re-pointed at another address.

const VERSION = 'v1';
const PURPOSE = 'stop-email';

function signature(secret: string, address: string): Buffer {
  return linkMac({ secret, version: VERSION, purpose: PURPOSE, payload: address });
}

export function createStopEmailToken(options: { secret: string; address: string }): string {
  const address = options.address.trim().toLowerCase();
  const mac = signature(options.secret, address).toString('base64url');
  return `${VERSION}.${PURPOSE}.${Buffer.from(address).toString('base64url')}.${mac}`;
}

/** The address a token was signed for, or undefined when it is malformed or forged. */
export function verifyStopEmailToken(options: { secret: string; token: string }): string | undefined {
  const parts = options.token.split('.');
  if (parts.length !== 4) return undefined;
  const [version, purpose, encoded, mac] = parts as [string, string, string, string];
  if (version !== VERSION || purpose !== PURPOSE || !/^[A-Za-z0-9_-]{1,400}$/.test(encoded)) return undefined;
  const address = Buffer.from(encoded, 'base64url').toString('utf8');
  if (!address.includes('@')) return undefined;
  return macMatches(mac, signature(options.secret, address)) ? address : undefined;
}
