import { addDaysToIsoDate, formatDayLabel, vancouverToday } from '@teewatch/shared';
import {
  dashboardCard,
  golferWithMorningRequest,
  joinWaitlist,
  newGolferOnWaitlistForm,
} from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The upgrade watch (issue 38 item 1, decision 0195) in a real browser against the built app: the
// dashboard's "I booked it" → keep watching for something better, the card's held time and rule, and
// the waitlist form's "I already hold a time", with axe at 360 and 1280 px. New golfers: shared app.

test.describe('upgrade watch', () => {
  const shared = useSharedGolferApp();

  for (const width of [360, 1280]) {
    test(`"I booked it" → keep watching for better: the card shows the held time and the rule (${width} px)`, async () => {
      test.setTimeout(240_000);
      const appUrl = shared.app.url;
      const { context, page, requestId } = await golferWithMorningRequest(shared.browser, appUrl, {
        name: `Uma Upgrade ${width}`,
        daysAhead: 5,
        viewport: { width, height: 900 },
      });
      const date = addDaysToIsoDate(vancouverToday(new Date()), 5);

      const card = await dashboardCard(page, appUrl, `Waitlist Request #${requestId}`);
      await card.getByRole('button', { name: `I booked it: waitlist request #${requestId}` }).click();
      const dialog = page.getByRole('dialog', { name: 'I booked it' });
      await dialog.getByLabel('Time you hold').fill('10:20');
      await dialog.getByLabel('An earlier time that day').check();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Keep watching for better' }).click();
      await dialog.waitFor({ state: 'hidden' });

      await card.getByText('Holding').waitFor();
      expect(await card.textContent()).toContain(
        `10:20 AM on ${formatDayLabel(date)} at Fraserview Golf Course: alerts only for an earlier time that day`,
      );
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  test('holds a time from the waitlist form, ranked by course (360 px)', async () => {
    test.setTimeout(240_000);
    const appUrl = shared.app.url;
    const { context, page, tomorrow } = await newGolferOnWaitlistForm(
      shared.browser,
      appUrl,
      'Vic Upgrade Create',
      [/Fraserview Golf Course/, /Langara Golf Course/],
    );
    await page.getByLabel('I already hold a time: alert me only for something better').check();
    await page.getByLabel('Course you hold').selectOption({ label: 'Fraserview Golf Course' });
    await page.getByLabel('Time you hold').fill('15:10');
    await page.getByLabel('A course I rank higher, that day').check();
    await page.getByRole('button', { name: 'Move up: Langara Golf Course' }).click();
    await expectNoAxeViolations(page);
    await joinWaitlist(page);

    const card = await dashboardCard(page, appUrl, 'Langara Golf Course');
    await card.getByText('Holding').waitFor();
    expect(await card.textContent()).toContain(
      `3:10 PM on ${formatDayLabel(tomorrow)} at Fraserview Golf Course: alerts only for a course you ranked higher, that day`,
    );
    await context.close();
  });
});
