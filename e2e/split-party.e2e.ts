import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import { dashboardCard, joinWaitlist, newPage, signUpInContext, startWaitlistForm } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Split a foursome (issue 38 item 4) in a real browser against the built app: the waitlist form's "Two
// nearby times are fine" for a party of 4 with its gap, the request card that shows it, and axe at 360
// and 1280 px with the option open. The golfer is new, so the spec shares the golfer app.

test.describe('split a foursome', () => {
  const shared = useSharedGolferApp();

  for (const width of [360, 1280]) {
    test(`asks for two nearby times for a party of 4; the dashboard card shows the gap (${width} px)`, async () => {
      test.setTimeout(240_000);
      const appUrl = shared.app.url;
      const { context, page } = await newPage(shared.browser, { width, height: 900 });
      await signUpInContext(context, appUrl, `Pat Pairs ${width}`);
      const date = addDaysToIsoDate(vancouverToday(new Date()), 2);
      await startWaitlistForm(page, appUrl, [/Fraserview Golf Course/], date);
      // Not offered for the default party size ("Any").
      expect(await page.getByLabel('Two nearby times are fine').count()).toBe(0);
      await page.getByLabel('Number of players').selectOption('4');
      await page.getByLabel('Two nearby times are fine').check();
      expect(await page.getByLabel('At most').inputValue()).toBe('10');
      await page.getByLabel('At most').selectOption('15');
      await expectNoAxeViolations(page);
      await joinWaitlist(page);

      const card = await dashboardCard(page, appUrl, 'Fraserview Golf Course');
      await card.getByText('Two nearby times').waitFor();
      expect(await card.textContent()).toContain('Fine, at most 15 minutes apart');
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
