import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local Web Push service (RFC 8030) for the tests: a real HTTP server that plays the browser vendor's
// push endpoint. Each device is a subscription whose ECDH key pair and auth secret are made here, as a
// browser makes them. Every POST is checked as a push service and a browser would: the VAPID JWT
// (RFC 8292, ES256) against the server's public key, its audience and expiry; then the body is decrypted
// (RFC 8291 aes128gcm) with the device's private key and kept as JSON for the test to read.

export type ReceivedPush = {
  device: string;
  /** The decrypted JSON. */
  payload: Record<string, unknown>;
  topic: string | undefined;
  urgency: string | undefined;
  ttl: number;
  /** When the service accepted it (the replay's tests read it against the simulator's truth). */
  receivedAt: Date;
};

export type TestPushService = {
  /** A new device's PushSubscription JSON, as the browser posts it. */
  subscribe(device: string): {
    endpoint: string;
    expirationTime: null;
    keys: { p256dh: string; auth: string };
  };
  /** Every push accepted so far, in order (those answered 201). */
  received: ReceivedPush[];
  /** Every POST, accepted or not, per device: how often the server tried. */
  attempts(device: string): number;
  /** The statuses to answer the next POSTs to a device with (then 201 again). */
  answerNext(device: string, ...statuses: number[]): void;
  /** Problems found in a request (bad JWT, undecryptable body): the test expects none. */
  problems: string[];
  close(): Promise<void>;
};

type Device = { ecdh: ECDH; auth: Buffer; answers: number[]; attempts: number };

export async function startTestPushService(options: { vapidPublicKey: string }): Promise<TestPushService> {
  const devices = new Map<string, Device>();
  const received: ReceivedPush[] = [];
  const problems: string[] = [];
  let origin = '';

  const server: Server = createServer(async (request, response) => {
    const body = await readBody(request);
    const name = decodeURIComponent((request.url ?? '').replace(/^\/push\//, ''));
    const device = devices.get(name);
    if (request.method !== 'POST' || !device) {
      response.writeHead(404).end();
      return;
    }
    device.attempts += 1;
    const status = device.answers.shift() ?? 201;
    try {
      checkVapid(request, options.vapidPublicKey, origin);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('missing TTL');
      const payload = JSON.parse(decryptAes128gcm(body, device.ecdh, device.auth).toString('utf8'));
      if (status === 201)
        received.push({
          device: name,
          payload,
          topic: header(request, 'topic'),
          urgency: header(request, 'urgency'),
          ttl,
          receivedAt: new Date(),
        });
      response.writeHead(status).end();
    } catch (error) {
      problems.push(`${name}: ${(error as Error).message}`);
      response.writeHead(400).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    subscribe(name) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(name, { ecdh, auth, answers: [], attempts: 0 });
      return {
        endpoint: `${origin}/push/${encodeURIComponent(name)}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    received,
    attempts: (name) => devices.get(name)?.attempts ?? 0,
    answerNext(name, ...statuses) {
      devices.get(name)?.answers.push(...statuses);
    },
    problems,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** RFC 8292: `Authorization: vapid t=<JWT>, k=<public key>`, the JWT signed ES256 by that key. */
function checkVapid(request: IncomingMessage, expectedKey: string, origin: string): void {
  const authorization = header(request, 'authorization') ?? '';
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`no vapid authorization: ${authorization}`);
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) throw new Error('vapid k is not the server public key');
  const [head = '', claims = '', signature = ''] = token.split('.');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!signed) throw new Error('vapid JWT signature does not verify');
  const header_ = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (header_.alg !== 'ES256') throw new Error(`vapid JWT alg ${header_.alg}`);
  const body = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8'));
  if (body.aud !== origin) throw new Error(`vapid aud ${body.aud} is not ${origin}`);
  // The push service's own clock: RFC 8292 caps exp at 24 hours ahead.
  const nowSeconds = Math.floor(Date.now() / 1000);
  if (!(body.exp > nowSeconds && body.exp <= nowSeconds + 86_400)) throw new Error(`vapid exp ${body.exp}`);
  if (!/^(mailto:|https:)/.test(String(body.sub))) throw new Error(`vapid sub ${body.sub}`);
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 §3.4 and RFC 8188: one aes128gcm record, as the browser decrypts it. */
export function decryptAes128gcm(body: Buffer, receiver: ECDH, authSecret: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const secret = receiver.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    receiver.getPublicKey(),
    senderKey,
    Buffer.from([1]),
  ]);
  const ikm = hmac(hmac(authSecret, secret), keyInfo);
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('aes128gcm record lacks the last-record delimiter');
  return padded.subarray(0, end);
}
