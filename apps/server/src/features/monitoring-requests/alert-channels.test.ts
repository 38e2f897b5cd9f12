import { readdirSync, readFileSync } from 'node:fs';
import {
  ALERT_CHANNELS,
  ALERT_CHANNELS_MESSAGES,
  addDaysToIsoDate,
  channelsFromLegacy,
  NOTIFICATION_METHODS,
  vancouverToday,
} from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  appCaller,
  createTestApp,
  firstActiveCourse,
  signUp,
  type TestApp,
} from '../../../test/test-context';
import { confirmPhone, twilioEnv, twilioStandInForThisFile } from '../../../test/twilio-stand-in';
import { rowsOf } from '../../db/rows-of';

// One set of channels on a request (issue 49 item 1, decision 0260): alertChannels in, alert_channels out,
// the older notification_method and alert_channel still accepted and answered, and the migration of
// stored rows by the same rule.

const standIn = twilioStandInForThisFile();
let testApp: TestApp;
let courseId: number;
const now = new Date('2026-06-01T16:00:00Z');
const date = addDaysToIsoDate(vancouverToday(now), 3);

beforeAll(async () => {
  testApp = await createTestApp(twilioEnv(standIn.current), { clock: () => now });
  courseId = (await firstActiveCourse(testApp)).id;
});
afterAll(async () => testApp?.close());

const call = appCaller(() => testApp.app);
const request = (fields: Record<string, unknown>) => ({
  courseIds: [courseId],
  preferredDates: [date],
  startTime: '07:00',
  endTime: '12:00',
  numberOfPlayers: 2,
  contactEmail: 'channels@example.com',
  ...fields,
});

describe('a request’s channels', () => {
  it('saves the set it is given and answers the older fields derived from it', async () => {
    const cookie = await signUp(testApp.app, { email: 'channels@example.com' });
    await confirmPhone(testApp, standIn.current, cookie, '604 555 0190');
    const created = await call(
      'POST',
      '/api/monitoring-requests',
      cookie,
      request({ alertChannels: ['sms', 'push', 'sms'] }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      alert_channels: ['push', 'sms'],
      notification_method: 'sms',
      alert_channel: 'push',
    });
    const id = created.json().data.id;

    // An older client's edit names only notificationMethod: the request keeps its push choice.
    const edited = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      cookie,
      request({ notificationMethod: 'both' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      alert_channels: ['push', 'sms'],
      notification_method: 'sms',
      alert_channel: 'push',
    });
    const emailAgain = await call(
      'PUT',
      `/api/users/me/monitoring-requests/${id}`,
      cookie,
      request({ alertChannels: ['email'], notificationMethod: 'sms' }),
    );
    expect(emailAgain.json().data).toMatchObject({
      alert_channels: ['email'],
      notification_method: 'email',
      alert_channel: 'email',
      contact_phone: null,
    });
  });

  it('refuses an empty or unknown set with 400 naming alertChannels', async () => {
    const cookie = await signUp(testApp.app, { email: 'no.channel@example.com' });
    for (const [alertChannels, message] of [
      [[], ALERT_CHANNELS_MESSAGES.noChannel],
      [['email', 'fax'], ALERT_CHANNELS_MESSAGES.invalidChannel],
    ] as const) {
      const response = await call('POST', '/api/monitoring-requests', cookie, request({ alertChannels }));
      expect(response.statusCode).toBe(400);
      expect(response.json().validationErrors).toContainEqual({ field: 'alertChannels', message });
    }
  });

  it('moves stored rows by the rule older clients’ input follows (the migration’s own statement)', async () => {
    // Found by its name, whatever number the migration takes at merge.
    const folder = new URL('../../../drizzle/', import.meta.url);
    const file = readdirSync(folder).find((name) => name.endsWith('_alert-channels.sql'));
    if (!file) throw new Error('no *_alert-channels.sql migration');
    const migration = readFileSync(new URL(file, folder), 'utf8');
    const update = migration.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    if (!update) throw new Error('the migration has no UPDATE');
    const db = testApp.ctx.db;
    await db.execute(sql`create temporary table old_requests (id serial, notification_method text,
      alert_channel text, alert_channels text[] not null default '{email}')`);
    for (const method of NOTIFICATION_METHODS)
      for (const channel of ALERT_CHANNELS)
        await db.execute(
          sql`insert into old_requests (notification_method, alert_channel) values (${method}, ${channel})`,
        );
    await db.execute(sql.raw(update.replace(/^[\s\S]*?UPDATE "monitoring_requests"/, 'UPDATE old_requests')));
    const rows = rowsOf<{ notification_method: 'email'; alert_channel: 'email'; alert_channels: string[] }>(
      await db.execute(
        sql`select notification_method, alert_channel, alert_channels from old_requests order by id`,
      ),
    );
    expect(rows).toHaveLength(9);
    for (const row of rows)
      expect(row.alert_channels).toEqual(channelsFromLegacy(row.notification_method, row.alert_channel));
  });
});
