import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AlertRig, startAlertRig, vancouverAt } from '../../../../test/alerts-test-kit';
import { callApp, postMonitoringRequest, signUp } from '../../../../test/test-context';
import { notifications } from '../../../db/schema';
import { claimGroupBookedNotes, endGroupWatch } from '../../../features/booked/end-group-watch';
import { ruleInstant } from '../../../lib/slot-rules-sql';
import { claimNext } from '../../claim-next';
import { deliverPending } from '../../deliver-pending';
import { groupBookedChannel } from './group-booked-channel';

// A group's "has ended" note goes through the delivery engine (decision 0263): claimed in the booking's
// transaction, it survives a process that died before sending it, and however often the job runs, and
// after a claim abandoned mid-send, the member gets it once. Real app, real SMTP, on a fixed clock.

describe('the group note through the delivery engine', () => {
  let rig: AlertRig;
  let now = vancouverAt('2027-05-12', '09:00');
  const date = addDaysToIsoDate(vancouverToday(now), 5);
  const [owner, booker] = ['gina@example.com', 'bo@example.com'];
  let ownerRequest: number;
  let bookerRequest: number;
  const notesTo = (email: string) =>
    rig.mailsTo(email).filter((mail) => String(mail.subject).includes('your group watch has ended'));
  const deliver = () =>
    deliverPending(groupBookedChannel, {
      db: rig.testApp.ctx.db,
      config: rig.testApp.config,
      clock: () => now,
    });

  beforeAll(async () => {
    rig = await startAlertRig({}, { clock: () => now });
    const cookies: Record<string, string> = {};
    for (const [email, name] of [
      [owner, 'Gina'],
      [booker, 'Bo'],
    ] as const)
      cookies[email] = await signUp(rig.testApp.app, { email, name });
    const created = await postMonitoringRequest(rig.testApp.app, cookies[owner]!, {
      courseIds: [rig.courses.fraserview],
      preferredDates: [date],
      startTime: '07:00',
      endTime: '12:00',
      numberOfPlayers: 2,
      contactEmail: owner,
    });
    ownerRequest = created.json().data.id;
    const invited = await callApp(rig.testApp.app, {
      method: 'POST',
      url: `/api/users/me/monitoring-requests/${ownerRequest}/invitations`,
      cookie: cookies[owner],
    });
    const invitation = invited.json().data.url.split('/groups/join/')[1];
    const joined = await callApp(rig.testApp.app, {
      method: 'POST',
      url: `/api/group-invitations/${invitation}/members`,
      cookie: cookies[booker],
      payload: {},
    });
    expect(joined.statusCode).toBe(201);
    bookerRequest = joined.json().data.id;
  });
  afterAll(async () => {
    await rig?.close();
  });

  it('sends a note claimed by a booking that died before sending it once, however often the job runs', async () => {
    const { db } = rig.testApp.ctx;
    const { config } = rig.testApp;
    // The booking commits (the watch ends, the note is claimed) and its process dies before sending.
    await db.transaction(async (tx) => {
      const ended = await endGroupWatch(tx, { groupId: ownerRequest, requestId: bookerRequest, date, now });
      expect(await claimGroupBookedNotes(tx, { config, ended, now })).toEqual([ownerRequest]);
    });
    expect(notesTo(owner)).toHaveLength(0);

    // A worker resumes it and is cut off mid-send: its claim is in flight, nothing went out.
    const claim = await claimNext(groupBookedChannel, {
      db,
      config,
      recipientId: ownerRequest,
      instant: ruleInstant(now),
    });
    expect(claim?.notificationId).toBeDefined();
    // Inside that worker's lease, nobody sends it again.
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    expect(notesTo(owner)).toHaveLength(0);

    // Once the lease is over, the job resumes it, the same message; run twice at once and again, one note.
    now = new Date(now.getTime() + (config.alerts.claimTimeoutSeconds + 1) * 1000);
    const runs = await Promise.all([deliver(), deliver()]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(1);
    expect(await deliver()).toEqual({ sent: 0, failed: 0 });
    const notes = notesTo(owner);
    expect(notes).toHaveLength(1);
    expect(notes[0]!.subject).toContain('Bo booked');
    expect(notesTo(booker)).toHaveLength(0);

    const rows = await db.select().from(notifications).where(eq(notifications.requestId, ownerRequest));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'group-booked',
      notificationMethod: 'email',
      recipient: owner,
      isSuccessful: true,
      messageSource: null,
      messageId: claim!.messageId,
    });
  });
});
