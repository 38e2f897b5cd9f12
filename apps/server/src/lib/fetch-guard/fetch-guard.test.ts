import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CountingServer, startCountingServer, startLoopbackPair } from '../../../test/counting-server';
import { resolverOf } from '../../../test/fetch-guard-kit';
import { refusalOf } from './address-refusal';
import {
  BodyTooLargeError,
  createFetchGuard,
  type FetchGuardOptions,
  FetchRefusedError,
  type Resolver,
} from './fetch-guard';

// The guard (decision 0240) against real local servers: refused addresses are loopback ones on this
// machine, and the servers count connections, so "nothing was fetched" means not even a TCP connection.
// Private and metadata addresses are judged at the guard's decision only, through a resolver the test
// gives: no test opens a connection to them.

const LIMITS = { maxBodyBytes: 1000, timeoutMs: 5000, maxRedirects: 3 };
const production = (extra: Partial<FetchGuardOptions> = {}) =>
  createFetchGuard({ environment: 'production', ...LIMITS, ...extra });

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(FetchRefusedError);
  return (error as Error).message;
}

describe('which addresses are refused', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['10.0.0.1', 'private'],
    ['10.255.255.254', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'private'],
    ['169.254.169.254', 'metadata'],
    ['100.100.100.200', 'metadata'],
    ['fd00:ec2::254', 'metadata'],
    ['169.254.10.1', 'link-local'],
    ['fe80::1', 'link-local'],
    ['fd00::1', 'unique-local'],
    ['fdff:ffff::1', 'unique-local'],
    ['fc00::1', 'unique-local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'multicast'],
    ['0.0.0.0', 'not-public'],
    ['::', 'not-public'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a00:1', 'not-public'],
  ])('%s is refused as %s', (address, reason) => {
    expect(refusalOf(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '172.32.0.1',
    '172.15.255.255',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
  ])('%s is a public address', (address) => {
    expect(refusalOf(address)).toBeUndefined();
  });
});

describe("the guard's decision on a name, through the test's resolver", () => {
  const resolver = resolverOf({
    'intranet.example': ['10.1.2.3'],
    'office.example': ['172.20.0.5'],
    'home.example': ['192.168.0.10'],
    'metadata.example': ['169.254.169.254'],
    'ula.example': ['fd00::5'],
    'mixed.example': ['93.184.216.34', '10.0.0.7'],
    'public.example': ['93.184.216.34', '2606:2800:220:1::1'],
  });
  const guard = production({ resolver });

  it.each([
    [
      'intranet.example',
      'intranet.example resolves to an address that is on a private network, so Teewatch will not fetch it.',
    ],
    [
      'office.example',
      'office.example resolves to an address that is on a private network, so Teewatch will not fetch it.',
    ],
    [
      'home.example',
      'home.example resolves to an address that is on a private network, so Teewatch will not fetch it.',
    ],
    [
      'metadata.example',
      'metadata.example resolves to an address that is a cloud metadata service, so Teewatch will not fetch it.',
    ],
    [
      'ula.example',
      'ula.example resolves to an address that is on a private network (unique-local), so Teewatch will not fetch it.',
    ],
    [
      'mixed.example',
      'mixed.example resolves to an address that is on a private network, so Teewatch will not fetch it.',
    ],
  ])('refuses %s', async (name, message) => {
    expect(await refusal(guard.check(`https://${name}/book`))).toBe(message);
  });

  it('takes a name whose every address is public, and leaves a name that does not resolve to the fetch', async () => {
    await expect(guard.check('https://public.example/book')).resolves.toBeUndefined();
    await expect(guard.check('https://nowhere.example/book')).resolves.toBeUndefined();
  });

  it('judges a literal address without asking the resolver', async () => {
    const before = resolver.asked.length;
    expect(await refusal(guard.check('https://10.0.0.1/'))).toBe(
      '10.0.0.1 is on a private network, so Teewatch will not fetch it.',
    );
    expect(await refusal(guard.check('https://[fd12:3456::1]/'))).toBe(
      '[fd12:3456::1] is on a private network (unique-local), so Teewatch will not fetch it.',
    );
    expect(await refusal(guard.check('https://169.254.169.254/latest/meta-data/'))).toBe(
      '169.254.169.254 is a cloud metadata service, so Teewatch will not fetch it.',
    );
    expect(resolver.asked.length).toBe(before);
  });

  it('outside production refuses no address, only schemes other than http and https', async () => {
    const test = createFetchGuard({ environment: 'test', resolver, ...LIMITS });
    await expect(test.check('https://intranet.example/')).resolves.toBeUndefined();
    await expect(test.check('http://127.0.0.1:9/')).resolves.toBeUndefined();
    expect(await refusal(test.check('file:///etc/passwd'))).toBe(
      'file: addresses are not fetched; only https:// ones are.',
    );
  });
});

describe('in production, against servers on 127.0.0.1 and [::1]', () => {
  let v4: CountingServer;
  let v6: CountingServer;
  let redirector: CountingServer;
  let big: CountingServer;
  beforeAll(async () => {
    ({ v4, v6 } = await startLoopbackPair());
    // The operator's own server (trusted, as the simulator is): it redirects where the query says.
    redirector = await startCountingServer('127.0.0.1', (request, response) => {
      const to = new URL(request.url ?? '/', 'http://x').searchParams.get('to');
      if (to) response.writeHead(302, { location: to }).end();
      else response.writeHead(200).end('home');
    });
    big = await startCountingServer('127.0.0.1', (request, response) => {
      if (request.url === '/declared')
        response.writeHead(200, { 'content-length': '5000' }).end('x'.repeat(5000));
      else if (request.url === '/streamed') {
        response.writeHead(200);
        for (let chunk = 0; chunk < 10; chunk++) response.write('y'.repeat(400));
        response.end();
      } else response.writeHead(200).end('z'.repeat(1000));
    });
  });
  afterAll(async () => {
    await Promise.all([v4, v6, redirector, big].map((server) => server?.close()));
  });

  const nothingReached = () => {
    expect(v4.connections()).toBe(0);
    expect(v6.connections()).toBe(0);
  };

  it('refuses 127.0.0.1 and [::1] (https or http) without connecting', async () => {
    const guard = production();
    expect(await refusal(guard.fetch(`https://127.0.0.1:${v4.port}/`))).toBe(
      '127.0.0.1 is this server itself (loopback), so Teewatch will not fetch it.',
    );
    expect(await refusal(guard.fetch(`https://[::1]:${v6.port}/`))).toBe(
      '[::1] is this server itself (loopback), so Teewatch will not fetch it.',
    );
    expect(await refusal(guard.fetch(`${v4.url}/`))).toBe(
      `http://127.0.0.1:${v4.port} is not https, so Teewatch will not fetch it.`,
    );
    expect(await refusal(guard.fetch(`${v6.url}/`))).toMatch(/is not https/);
    // Other spellings of the same addresses: the URL parser normalises them before the guard judges.
    for (const spelling of ['2130706433', '0x7f.0.0.1', '127.1', '[::ffff:127.0.0.1]', '[0:0:0:0:0:0:0:1]']) {
      expect(await refusal(guard.fetch(`https://${spelling}:${v4.port}/`))).toMatch(/loopback/);
    }
    nothingReached();
  });

  it('refuses a name when its connection resolves it to loopback, even after a public answer to check()', async () => {
    // A rebinding name: public when checked, loopback when the connection asks. The connection's own
    // lookup is the one judged, so it gets nothing.
    let answers = 0;
    const rebinding: Resolver = async () => [
      answers++ === 0 ? { address: '93.184.216.34', family: 4 } : { address: '127.0.0.1', family: 4 },
    ];
    const guard = production({ resolver: rebinding });
    await guard.check(`https://rebind.example:${v4.port}/`);
    expect(await refusal(guard.fetch(`https://rebind.example:${v4.port}/`))).toBe(
      'rebind.example resolves to an address that is this server itself (loopback), so Teewatch will not fetch it.',
    );
    const sixGuard = production({ resolver: resolverOf({ 'six.example': ['::1'] }) });
    expect(await refusal(sixGuard.fetch(`https://six.example:${v6.port}/`))).toMatch(/loopback/);
    nothingReached();
  });

  it('follows a redirect only after checking its target: to 127.0.0.1, [::1] or http, nothing is fetched', async () => {
    const guard = production({ trustedOrigins: [redirector.url] });
    const via = (to: string) => `${redirector.url}/go?to=${encodeURIComponent(to)}`;
    expect(await refusal(guard.fetch(via(`https://127.0.0.1:${v4.port}/`)))).toBe(
      `Redirected to 127.0.0.1:${v4.port}: 127.0.0.1 is this server itself (loopback), so Teewatch will not fetch it.`,
    );
    expect(await refusal(guard.fetch(via(`https://[::1]:${v6.port}/`)))).toBe(
      `Redirected to [::1]:${v6.port}: [::1] is this server itself (loopback), so Teewatch will not fetch it.`,
    );
    expect(await refusal(guard.fetch(via(`${v4.url}/`)))).toMatch(
      /^Redirected to 127\.0\.0\.1:\d+: http:\/\/127\.0\.0\.1:\d+ is not https/,
    );
    expect(await refusal(guard.fetch(via('https://169.254.169.254/latest/meta-data/')))).toMatch(
      /cloud metadata service/,
    );
    nothingReached();
    expect(redirector.requests().length).toBe(4);
  });

  it('hands a redirect back as it is when asked to, and stops after the most redirects allowed', async () => {
    const guard = production({ trustedOrigins: [redirector.url] });
    const manual = await guard.fetch(
      `${redirector.url}/go?to=${encodeURIComponent(`https://[::1]:${v6.port}/`)}`,
      {
        redirect: 'manual',
      },
    );
    expect(manual.status).toBe(302);
    expect(manual.headers.get('location')).toBe(`https://[::1]:${v6.port}/`);
    let loop = `${redirector.url}/`;
    for (let hop = 0; hop < 5; hop++) loop = `${redirector.url}/go?to=${encodeURIComponent(loop)}`;
    expect(await refusal(guard.fetch(loop))).toBe(
      `127.0.0.1:${redirector.port} redirected more than 3 times, so Teewatch stopped following it.`,
    );
    const followed = await guard.fetch(`${redirector.url}/go?to=${encodeURIComponent(`${redirector.url}/`)}`);
    expect([followed.status, followed.text, followed.url]).toEqual([200, 'home', `${redirector.url}/`]);
    nothingReached();
  });

  it('cuts off a body over the cap, declared or streamed, with a clear error', async () => {
    const guard = production({ trustedOrigins: [big.url] });
    for (const path of ['/declared', '/streamed']) {
      const error = await guard.fetch(`${big.url}${path}`).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BodyTooLargeError);
      expect((error as Error).message).toBe(
        `The answer from 127.0.0.1:${big.port} is larger than 1000 bytes, so Teewatch stopped reading it.`,
      );
    }
    expect((await guard.fetch(`${big.url}/exact`)).text).toHaveLength(1000);
  });
});
