import { newPage, signUpInContext } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Standing weekly watches (issue 51 item 5) in a real browser against the built app: the waitlist form's
// "Repeat weekly" with its weekday checkboxes instead of dates, the one dashboard card that says which
// weekdays and hours and the next dates watched, and "I booked it" asking whether to keep the rule; axe
// at 360 and 1280 px. The golfer is new, so the spec shares the golfer app.

test.describe('weekly watch', () => {
  const shared = useSharedGolferApp();

  for (const width of [360, 1280]) {
    test(`creates a weekly rule for Saturdays and Sundays, shown as one card (${width} px)`, async () => {
      test.setTimeout(240_000);
      const appUrl = shared.app.url;
      const { context, page } = await newPage(shared.browser, { width, height: 900 });
      await signUpInContext(context, appUrl, `Wes Weekly ${width}`);
      await page.goto(`${appUrl}/waitlist`);
      await page.getByRole('checkbox', { name: /Fraserview Golf Course/ }).check();
      await page.getByLabel('Repeat weekly').check();
      // The rule names weekdays, not dates: the calendar is gone.
      expect(await page.getByText('Selected dates').count()).toBe(0);
      await page.getByRole('checkbox', { name: 'Saturday', exact: true }).check();
      await page.getByRole('checkbox', { name: 'Sunday', exact: true }).check();
      await page.getByLabel('Start time').selectOption('07:00');
      await page.getByLabel('End time').selectOption('10:00');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Join Waitlist' }).click();
      await page.getByRole('dialog', { name: 'Success!' }).waitFor({ timeout: 30_000 });

      await page.goto(`${appUrl}/dashboard`);
      const cards = page.getByRole('article');
      await cards.first().getByText('Repeats weekly').waitFor();
      expect(await cards.count()).toBe(1);
      const text = await cards.first().textContent();
      expect(text).toContain('Saturdays and Sundays, 7:00 AM - 10:00 AM');
      expect(text).toContain('Next dates watched');
      expect(text).toMatch(/(Sat|Sun)/);
      await expectNoAxeViolations(page);

      await cards
        .first()
        .getByRole('button', { name: /I booked it/ })
        .click();
      const dialog = page.getByRole('dialog', { name: 'I booked it' });
      await dialog.waitFor();
      await expectNoAxeViolations(page);
      await dialog.getByRole('button', { name: 'Stop alerts for this date' }).click();
      const keep = page.getByRole('dialog', { name: 'Keep watching Saturdays and Sundays?' });
      await keep.waitFor();
      await keep.getByRole('button', { name: 'Keep the weekly watch' }).click();
      await keep.waitFor({ state: 'hidden' });
      // Still one card, still watching, with the booked date shown as booked.
      expect(await cards.count()).toBe(1);
      await cards.first().getByText('Booked').first().waitFor();
      expect(await cards.first().textContent()).toContain('Active');
      await context.close();
    });
  }
});
