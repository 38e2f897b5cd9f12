import { createHmac } from 'node:crypto';

// What an authenticator app does with the otpauth:// URI the admin scans (RFC 6238 TOTP over RFC 4226
// HOTP, SHA-1, with the URI's digits and period), written from the RFCs rather than taken from
// better-auth, so the tests check the server against the standard and not against itself.

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function base32Bytes(text: string): Buffer {
  let bits = '';
  for (const char of text.replace(/=+$/, '').toUpperCase()) {
    const value = BASE32.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes = bits.match(/.{8}/g) ?? [];
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)));
}

/** The code an authenticator app shows for `otpauthUri` at `at` (the current one by default). */
export function authenticatorCode(otpauthUri: string, at: Date = new Date()): string {
  const params = new URL(otpauthUri).searchParams;
  const digits = Number(params.get('digits') ?? 6);
  const period = Number(params.get('period') ?? 30);
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at.getTime() / 1000 / period)));
  const mac = createHmac('sha1', base32Bytes(params.get('secret') ?? ''))
    .update(counter)
    .digest();
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, '0');
}
