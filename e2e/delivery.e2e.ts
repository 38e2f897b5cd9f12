import { createECDH, randomBytes } from 'node:crypto';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import {
  apiInContext,
  dashboardCard,
  joinWaitlist,
  newPage,
  signUpInContext,
  startWaitlistForm,
} from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 49 item 1, the golfer's side: the waitlist form asks "Alert me by" once, offering the channels the
// golfer has set up (email always; push once a device is subscribed), and the success dialog and the
// dashboard card name the channels chosen (decision 0260).

test.describe('one channel choice on the waitlist form', () => {
  const shared = useSharedGolferApp();

  test('asks "Alert me by" once, offers push with a device, and every confirmation names the channel chosen', async () => {
    const appUrl = shared.app.url;
    const { context, page } = await newPage(shared.browser);
    await signUpInContext(context, appUrl, 'One Channel');
    const device = createECDH('prime256v1');
    device.generateKeys();
    await apiInContext(context, appUrl, {
      method: 'POST',
      path: '/api/push/subscriptions',
      body: {
        endpoint: `https://fcm.googleapis.com/fcm/send/e2e-${randomBytes(8).toString('hex')}`,
        expirationTime: null,
        keys: { p256dh: device.getPublicKey('base64url'), auth: randomBytes(16).toString('base64url') },
      },
      expected: 201,
    });

    const date = addDaysToIsoDate(vancouverToday(new Date()), 4);
    await startWaitlistForm(page, appUrl, [/Langara Golf Course/], date);
    const alertMeBy = page.getByRole('group', { name: 'Alert me by' });
    const push = alertMeBy.getByRole('checkbox', { name: 'Push', exact: true });
    await expect.poll(() => push.isChecked(), { timeout: 10_000 }).toBe(true);
    // One choice: email and push offered (no confirmed number, so no text), and no second channel group.
    expect(
      await alertMeBy.getByRole('checkbox').evaluateAll((boxes) => boxes.map((b) => b.getAttribute('value'))),
    ).toEqual(['email', 'push']);
    expect(await page.getByRole('radio', { name: /^(Email|Text|Push|Both|Email and text)$/ }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });

    await alertMeBy.getByRole('checkbox', { name: 'Email', exact: true }).uncheck();
    await joinWaitlist(page);
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await dialog.getByText(/and alert you by push as soon as a matching time opens up/).waitFor();
    expect(await dialog.getByText(/email you/).count()).toBe(0);

    const card = await dashboardCard(page, appUrl, 'Langara Golf Course');
    await card.getByText('Push: your phones and browsers').waitFor();
    await card.getByRole('button', { name: 'Show alert history' }).click();
    await card
      .getByText('No alerts sent yet. We alert you by push as soon as a matching tee time opens.')
      .waitFor();
    await context.close();
  });
});
