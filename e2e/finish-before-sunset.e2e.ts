import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { dashboardCard, joinWaitlist, newPage, signUpInContext, startWaitlistForm } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Finish before dark (issue 38, item 3; decisions 0199, 0202) in Chromium against the built app: the
// waitlist form's "Finish before sunset" with its holes, axe clean at 360 and 1280 px, saved on the
// request; and the tee-times page marking afternoon times "Finishes after sunset". The golfer is new, so
// the spec shares the golfer app.

test.describe('finish before sunset', () => {
  const shared = useSharedGolferApp();

  for (const width of [360, 1280]) {
    test(`asks to finish 9 holes before sunset on the waitlist form (${width} px)`, async () => {
      test.setTimeout(240_000);
      const appUrl = shared.app.url;
      const { context, page } = await newPage(shared.browser, { width, height: 900 });
      await signUpInContext(context, appUrl, `Sunny Dusk ${width}`);
      const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
      await startWaitlistForm(page, appUrl, [/Fraserview Golf Course/], tomorrow);
      const daylight = page.getByRole('group', { name: 'Daylight' });
      await daylight.getByLabel('Finish before sunset').check();
      expect(await daylight.getByLabel('18 holes').isChecked()).toBe(true);
      await daylight.getByText('at about 4 h 30 min').waitFor();
      await daylight.getByLabel('9 holes').check();
      await daylight.getByText('at about 2 h 15 min').waitFor();
      await expectNoAxeViolations(page);
      await joinWaitlist(page);

      const listed = await context.request.get(`${appUrl}/api/users/me/monitoring-requests`);
      const requests = (await listed.json()).data as { finishBeforeSunset?: unknown }[];
      expect(requests.map((request) => request.finishBeforeSunset)).toEqual([{ holes: 9, paceMinutes: 135 }]);
      const card = await dashboardCard(page, appUrl, 'Fraserview Golf Course');
      await card.getByText('Finish 9 holes before sunset (about 2 h 15 min)').waitFor();
      await expectNoAxeViolations(page);
      await context.close();
    });
  }

  test('marks afternoon times "Finishes after sunset" on the tee-times page', async () => {
    test.setTimeout(240_000);
    const { context, page } = await newPage(shared.browser, { width: 1280, height: 900 });
    await page.goto(`${shared.app.url}/tee-times`);
    const results = page.getByRole('region', { name: 'Tee times', exact: true });
    await page.getByRole('button', { name: /^Date / }).click();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    // From 3 PM, eighteen holes (4 h 30 min) end after sunset on any day of the year here.
    await page.getByLabel('Start Time').selectOption({ label: '3:00 PM' });
    await results.getByText('Finishes after sunset').first().waitFor({ timeout: 60_000 });
    await expectNoAxeViolations(page);
    await context.close();
  });
});
