import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';
import { type Simulator, type SimulatorOptions, startSimulator } from '../src/simulator';

// Small protocol clients for the simulator's own tests: each does what a real adapter does, step by step.

/** Noon in Vancouver on Wednesday 2026-06-10 (PDT). */
export const FIXED_NOW = new Date('2026-06-10T19:00:00Z');

export async function startTestSimulator(options: SimulatorOptions = {}): Promise<Simulator> {
  return startSimulator({ port: 0, now: () => FIXED_NOW, ...options });
}

/** The Saturday after FIXED_NOW. */
export const SATURDAY = '2026-06-13';

/**
 * For a test file whose tests each start their own simulator: returns the start function, and closes the
 * simulator it started after each test.
 */
export function simulatorPerTest(): (options?: SimulatorOptions) => Promise<Simulator> {
  let current: Simulator | undefined;
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return async (options) => {
    current = await startTestSimulator(options);
    return current;
  };
}

export async function getJson<T = unknown>(
  url: string,
  init?: RequestInit,
): Promise<{ status: number; body: T }> {
  const response = await fetch(url, init);
  const text = await response.text();
  return { status: response.status, body: (text === '' ? undefined : JSON.parse(text)) as T };
}

export type CpsConfiguration = { onlineApi: string; authorityBaseUrl: string; apiKey?: string };

export async function cpsConfiguration(simulator: Simulator, site: string): Promise<CpsConfiguration> {
  const { body } = await getJson<CpsConfiguration>(
    `${simulator.cpsBaseUrl(site)}/onlineresweb/Home/Configuration`,
  );
  return body;
}

export async function cpsToken(configuration: CpsConfiguration): Promise<string> {
  const form = new FormData();
  form.set('client_id', 'onlinereswebshortlived');
  const { body } = await getJson<{ access_token: string }>(
    `${configuration.authorityBaseUrl}/myconnect/token/short`,
    {
      method: 'POST',
      body: form,
    },
  );
  return body.access_token;
}

export type CpsSession = Awaited<ReturnType<typeof cpsSession>>;

/** Configuration → auth headers (token or apiKey) → RegisterTransactionId, like a real CPS client. */
export async function cpsSession(simulator: Simulator, site: string) {
  const configuration = await cpsConfiguration(simulator, site);
  const headers: Record<string, string> = {
    'x-componentid': '1',
    'x-productid': '1',
    'x-moduleid': '7',
    'content-type': 'application/json',
  };
  if (configuration.apiKey) headers['x-apikey'] = configuration.apiKey;
  else headers.authorization = `Bearer ${await cpsToken(configuration)}`;
  const transactionId = randomUUID();
  const registered = await getJson(`${configuration.onlineApi}/RegisterTransactionId`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ transactionId }),
  });
  if (registered.body !== true) throw new Error(`RegisterTransactionId failed: ${registered.status}`);
  return { configuration, headers, transactionId };
}

/** The session's TeeTimes URL, under the transaction it registered unless `params` names another. */
export function sessionTeeTimesUrl(session: CpsSession, params: Record<string, string>): string {
  return cpsTeeTimesUrl(session.configuration.onlineApi, { transactionId: session.transactionId, ...params });
}

export function cpsTeeTimesUrl(onlineApi: string, params: Record<string, string>): string {
  const query = new URLSearchParams({
    holes: '0',
    numberOfPlayer: '0',
    searchTimeType: '0',
    teeOffTimeMin: '0',
    teeOffTimeMax: '23',
    isChangeTeeOffTime: 'true',
    teeSheetSearchView: '5',
    classCode: 'R',
    defaultOnlineRate: 'N',
    isUseCapacityPricing: 'false',
    memberStoreId: '1',
    searchType: '1',
    ...params,
  });
  return `${onlineApi}/TeeTimes?${query.toString().replaceAll('+', '%20')}`;
}

/** JavaScript's toDateString() for a calendar date, as the CPS SPA sends it. */
export function toDateString(date: string): string {
  return new Date(`${date}T12:00:00`).toDateString();
}

export type CpsSlotJson = {
  teeSheetId: number;
  courseTimeId: number;
  startTime: string;
  courseDate: string;
  courseId: number;
  courseName: string;
  holes: number;
  minPlayer: number;
  maxPlayer: number;
  participants: number;
  availableParticipantNo: number[];
  bookingList: unknown[];
  shItemPrices: Array<{ shItemCode: string; price: number; displayPrice: number; currentPrice: number }>;
};

export async function cpsTeeTimes(simulator: Simulator, site: string, params: Record<string, string>) {
  const session = await cpsSession(simulator, site);
  return getJson<{ transactionId: string; isSuccess: boolean; content: CpsSlotJson[] }>(
    sessionTeeTimesUrl(session, params),
    { headers: session.headers },
  );
}
