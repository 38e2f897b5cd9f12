import { describe, expect, it } from 'vitest';
import {
  createContactEmailToken,
  readContactEmailToken,
} from '../features/email-confirmation/contact-email-token';
import {
  createGroupInvitationToken,
  verifyGroupInvitationToken,
} from '../features/monitoring-requests/group-invitation-token';
import { createRequestLinkToken, verifyRequestLinkToken } from './request-link-token';
import { createShortStillOpenToken, createStillOpenToken, verifyStillOpenToken } from './still-open-link';
import { verifyUnsubscribeToken } from './unsubscribe-token';

// Decision 0232: after BETTER_AUTH_SECRET is rotated, with the old one as BETTER_AUTH_SECRET_PREVIOUS,
// every link emailed or texted before the rotation still verifies; a secret that was never ours does not.

const OLD = 'the-secret-before-the-rotation-000000';
const NEW = 'the-secret-after-the-rotation-1111111';
const STRANGER = 'a-secret-that-was-never-ours-22222222';
const rotated = { secret: NEW, previousSecret: OLD };
const now = new Date('2026-12-01T18:00:00Z');

describe('links signed before a secret rotation', () => {
  it('request links (unsubscribe, pause, booked) verify with the previous secret, not with a stranger', () => {
    for (const purpose of ['unsubscribe', 'pause', 'booked'] as const) {
      const token = createRequestLinkToken({ secret: OLD, requestId: 42, purpose });
      expect(verifyRequestLinkToken({ ...rotated, token, accept: [purpose] })).toEqual({
        requestId: 42,
        purpose,
      });
      expect(verifyRequestLinkToken({ secret: NEW, token, accept: [purpose] })).toBeUndefined();
      const forged = createRequestLinkToken({ secret: STRANGER, requestId: 42, purpose });
      expect(verifyRequestLinkToken({ ...rotated, token: forged, accept: [purpose] })).toBeUndefined();
    }
    const pause = createRequestLinkToken({ secret: OLD, requestId: 7, purpose: 'pause' });
    expect(verifyUnsubscribeToken({ ...rotated, token: pause })).toEqual({ requestId: 7, purpose: 'pause' });
  });

  it('still-open links (the email and the short text form) and group invitations verify too', () => {
    const ids = { requestId: 3, slotId: 99, partnerSlotId: 100 };
    for (const token of [
      createStillOpenToken({ secret: OLD, ...ids }),
      createShortStillOpenToken({ secret: OLD, ...ids }),
    ]) {
      expect(verifyStillOpenToken({ ...rotated, token })).toEqual(ids);
      expect(verifyStillOpenToken({ secret: NEW, token })).toBeUndefined();
    }
    const expiresAt = new Date(now.getTime() + 86_400_000);
    const invitation = createGroupInvitationToken({ secret: OLD, requestId: 5, expiresAt });
    expect(verifyGroupInvitationToken({ ...rotated, token: invitation, now })).toEqual({ requestId: 5 });
    expect(verifyGroupInvitationToken({ secret: NEW, token: invitation, now })).toBeUndefined();
  });

  it('contact-address confirmations verify; links signed with the new secret verify with or without the old', () => {
    const token = createContactEmailToken({ secret: OLD, userId: 'u1', email: 'Golfer@Example.com', now });
    expect(readContactEmailToken({ ...rotated, token, now })).toEqual({
      userId: 'u1',
      email: 'golfer@example.com',
    });
    expect(() => readContactEmailToken({ secret: NEW, token, now })).toThrow(/not valid/);
    const fresh = createRequestLinkToken({ secret: NEW, requestId: 1, purpose: 'booked' });
    expect(verifyRequestLinkToken({ ...rotated, token: fresh, accept: ['booked'] })).toBeDefined();
    expect(verifyRequestLinkToken({ secret: NEW, token: fresh, accept: ['booked'] })).toBeDefined();
  });
});
