import {
  AccountExportSchema,
  AccountPhoneResultSchema,
  CONSENT_VERSIONS,
  PHONE_MESSAGES,
} from '@teewatch/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../test/test-context';
import { lastCodeSentTo, twilioEnv, twilioStandInForThisFile } from '../../../test/twilio-stand-in';
import { smsOptOuts, user, userConsents, userPhones } from '../../db/schema';

// The golfer's mobile number (issue 36 item 3) through the real app, texting through the Twilio
// stand-in on a fixed clock: consent, the code's 10 minutes and 5 tries, the limits on asking.

const standIn = twilioStandInForThisFile();
let testApp: TestApp;
// Ahead of any real date on purpose: better-auth prunes rate_limit rows whose last hit is older than its
// longest window by the real clock, which would wipe this file's code counters mid-test.
let now = new Date('2099-06-01T16:00:00Z');
let nextAddress = 1;

beforeAll(async () => {
  testApp = await createTestApp(twilioEnv(standIn.current), { clock: () => now });
});
afterAll(async () => testApp?.close());

function call(
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: unknown,
  extra: { origin?: string; remoteAddress?: string } = {},
) {
  return testApp.app.inject({
    method,
    url,
    remoteAddress: extra.remoteAddress ?? `10.0.0.${nextAddress}`,
    headers: { origin: extra.origin ?? 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
}

/** A golfer on a client address of their own, so one test's asks never count against another's. */
async function golfer(email: string) {
  nextAddress += 1;
  const remoteAddress = `10.0.0.${nextAddress}`;
  const cookie = await signUp(testApp.app, { email });
  return {
    cookie,
    put: (payload: unknown) => call('PUT', '/api/account/phone', cookie, payload, { remoteAddress }),
    confirm: (code: string) =>
      call('POST', '/api/account/phone/confirm', cookie, { code }, { remoteAddress }),
    get: () => call('GET', '/api/account/phone', cookie, undefined, { remoteAddress }),
  };
}

describe('PUT /api/account/phone', () => {
  it('answers 401 without a session and 403 across sites', async () => {
    expect(
      (await call('PUT', '/api/account/phone', undefined, { phone: '6045550100', consent: true })).statusCode,
    ).toBe(401);
    const { cookie } = await golfer('cross.phone@example.com');
    const forged = await call(
      'PUT',
      '/api/account/phone',
      cookie,
      { phone: '6045550100', consent: true },
      {
        origin: 'https://evil.example',
      },
    );
    expect(forged.statusCode).toBe(403);
  });

  it('wants the consent box ticked, naming the field, and texts nothing without it', async () => {
    const ann = await golfer('ann.consent@example.com');
    const before = standIn.current.messages.length;
    for (const payload of [
      { phone: '604 555 0101' },
      { phone: '604 555 0101', consent: false },
      { phone: '604 555 0101', consent: 'yes' },
    ]) {
      const response = await ann.put(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([
        { field: 'consent', message: PHONE_MESSAGES.consentRequired },
      ]);
    }
    expect(standIn.current.messages.length).toBe(before);
    expect((await ann.get()).json()).toEqual({ success: true, data: null });
  });

  it('refuses what is not a mobile number, naming the field', async () => {
    const bo = await golfer('bo.invalid@example.com');
    for (const phone of ['12', '604-123-4567', 'call me', '6'.repeat(31), '']) {
      const response = await bo.put({ phone, consent: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toEqual([
        { field: 'phone', message: PHONE_MESSAGES.invalidPhone },
      ]);
    }
  });

  it('texts a 6-digit code, keeps only its HMAC, and confirms the number with it', async () => {
    const cy = await golfer('cy.confirm@example.com');
    const put = await cy.put({ phone: '(604) 555-0102', consent: true });
    expect(put.statusCode).toBe(200);
    expect(AccountPhoneResultSchema.parse(put.json()).data).toEqual({
      phone: '+16045550102',
      confirmed: false,
      stopped: false,
      codeExpiresAt: '2099-06-01T16:10:00.000Z',
    });
    const code = lastCodeSentTo(standIn.current, '+16045550102');
    expect(standIn.current.messages.at(-1)).toMatchObject({ from: standIn.current.from });
    const [row] = await testApp.ctx.db.select().from(userPhones).where(eq(userPhones.phone, '+16045550102'));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.consentAt).toEqual(now);
    // Which text-consent wording was agreed to, by version (decision 0253).
    const consents = await testApp.ctx.db
      .select()
      .from(userConsents)
      .where(and(eq(userConsents.userId, row!.userId), eq(userConsents.kind, 'texts')));
    expect(consents).toEqual([
      { userId: row!.userId, kind: 'texts', version: CONSENT_VERSIONS.texts, agreedAt: now },
    ]);

    const wrong = await cy.confirm(code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().validationErrors).toEqual([{ field: 'code', message: PHONE_MESSAGES.wrongCode }]);
    const confirmed = await cy.confirm(code);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      phone: '+16045550102',
      confirmed: true,
      codeExpiresAt: null,
    });
    expect((await cy.get()).json().data).toMatchObject({ phone: '+16045550102', confirmed: true });
    // The same number again: nothing to confirm, no text.
    const count = standIn.current.messages.length;
    expect((await cy.put({ phone: '+1 604 555 0102', consent: true })).json().data.confirmed).toBe(true);
    expect(standIn.current.messages.length).toBe(count);
    // A used code does not work twice.
    expect((await cy.confirm(code)).json().validationErrors[0].message).toBe(PHONE_MESSAGES.noCodePending);
  });

  it('lets a code expire after 10 minutes on the clock', async () => {
    const di = await golfer('di.expiry@example.com');
    await di.put({ phone: '604 555 0103', consent: true });
    const code = lastCodeSentTo(standIn.current, '+16045550103');
    now = new Date(now.getTime() + 10 * 60_000);
    const late = await di.confirm(code);
    expect(late.statusCode).toBe(400);
    expect(late.json().error).toBe(PHONE_MESSAGES.expiredCode);
    expect((await di.get()).json().data).toMatchObject({ confirmed: false, codeExpiresAt: null });
  });

  it('spends the code on the fifth wrong try', async () => {
    const ed = await golfer('ed.tries@example.com');
    await ed.put({ phone: '604 555 0104', consent: true });
    const code = lastCodeSentTo(standIn.current, '+16045550104');
    const wrong = code === '999999' ? '888888' : '999999';
    for (let i = 1; i <= 4; i++)
      expect((await ed.confirm(wrong)).json().error).toBe(PHONE_MESSAGES.wrongCode);
    expect((await ed.confirm(wrong)).json().error).toBe(PHONE_MESSAGES.tooManyTries);
    const right = await ed.confirm(code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error).toBe(PHONE_MESSAGES.noCodePending);
  });

  it('limits codes to 3 per account per 15 minutes, with Retry-After', async () => {
    const flo = await golfer('flo.limit@example.com');
    for (const last of ['05', '06', '07'])
      expect((await flo.put({ phone: `604 555 01${last}`, consent: true })).statusCode).toBe(200);
    const limited = await flo.put({ phone: '604 555 0108', consent: true });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(
      /^Too many codes asked for this account\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(standIn.current.messages.some((m) => m.to === '+16045550108')).toBe(false);
    now = new Date(now.getTime() + 15 * 60_000);
    expect((await flo.put({ phone: '604 555 0108', consent: true })).statusCode).toBe(200);
  });

  it('limits codes to 10 per client address per 15 minutes, across accounts', async () => {
    const remoteAddress = '10.9.9.9';
    const statuses: number[] = [];
    for (let account = 0; account < 4; account++) {
      const cookie = await signUp(testApp.app, { email: `shared.address${account}@example.com` });
      for (let ask = 0; ask < 3; ask++) {
        const phone = `604 555 02${account}${ask}`;
        statuses.push(
          (await call('PUT', '/api/account/phone', cookie, { phone, consent: true }, { remoteAddress }))
            .statusCode,
        );
      }
    }
    expect(statuses.filter((s) => s === 200)).toHaveLength(10);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('refuses a number confirmed on another account', async () => {
    const gus = await golfer('gus.first@example.com');
    await gus.put({ phone: '604 555 0109', consent: true });
    await gus.confirm(lastCodeSentTo(standIn.current, '+16045550109'));
    const hal = await golfer('hal.second@example.com');
    const taken = await hal.put({ phone: '604 555 0109', consent: true });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe(PHONE_MESSAGES.takenNumber);
  });

  it('answers Twilio refusals: 21610 records the opt-out, 429 and 500 say the text did not go', async () => {
    const ivy = await golfer('ivy.refused@example.com');
    standIn.current.refuseNext(21610);
    const stopped = await ivy.put({ phone: '604 555 0110', consent: true });
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().error).toBe(PHONE_MESSAGES.optedOut);
    const [optOut] = await testApp.ctx.db
      .select()
      .from(smsOptOuts)
      .where(eq(smsOptOuts.phone, '+16045550110'));
    expect(optOut).toMatchObject({ source: 'carrier' });
    for (const refusal of [429, 500] as const) {
      standIn.current.refuseNext(refusal);
      const failed = await ivy.put({ phone: '604 555 0111', consent: true });
      expect(failed.statusCode).toBe(502);
      expect(failed.json().error).toBe(PHONE_MESSAGES.notSent);
    }
    expect((await ivy.get()).json().data).toBeNull();
  });
});

describe('the account export', () => {
  it('holds the number, when the golfer agreed and confirmed, and never the code', async () => {
    const lu = await golfer('lu.export@example.com');
    await lu.put({ phone: '604 555 0114', consent: true });
    const code = lastCodeSentTo(standIn.current, '+16045550114');
    await lu.confirm(code);
    const response = await call('GET', '/api/account/export', lu.cookie);
    const data = AccountExportSchema.parse(JSON.parse(response.body));
    expect(data.phone).toEqual({
      phone: '+16045550114',
      consent_at: now.toISOString(),
      confirmed_at: now.toISOString(),
      texts_stopped: false,
    });
    expect(response.body).not.toMatch(/code_hash|codeHash/);
  });
});

describe('DELETE /api/account/phone', () => {
  it('removes the number; a second removal is 404', async () => {
    const jo = await golfer('jo.delete@example.com');
    await jo.put({ phone: '604 555 0112', consent: true });
    const removed = await call('DELETE', '/api/account/phone', jo.cookie);
    expect(removed.json()).toEqual({ success: true, data: { deleted: true } });
    expect((await jo.get()).json()).toEqual({ success: true, data: null });
    const again = await call('DELETE', '/api/account/phone', jo.cookie);
    expect(again.statusCode).toBe(404);
  });

  it('goes with the account', async () => {
    const kim = await golfer('kim.erase@example.com');
    await kim.put({ phone: '604 555 0113', consent: true });
    const erased = await call('POST', '/api/account/delete', kim.cookie, { email: 'kim.erase@example.com' });
    expect(erased.statusCode).toBe(200);
    expect(
      await testApp.ctx.db.select().from(userPhones).where(eq(userPhones.phone, '+16045550113')),
    ).toEqual([]);
    expect(await testApp.ctx.db.select().from(user).where(eq(user.email, 'kim.erase@example.com'))).toEqual(
      [],
    );
  });
});
