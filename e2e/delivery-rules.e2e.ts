import {
  dashboardCard,
  golferWithMorningRequest,
  joinWaitlist,
  newGolferOnWaitlistForm,
} from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The golfer's alert rules (issue 28 item 4, decision 0133) in a real browser against the built app: the
// account page's "Alert rules", the rules on the dashboard's request card and a request's own rules on
// its edit page, with axe at 360 and 1280 px. The golfer is new, so the spec shares the golfer app.

test.describe('alert rules', () => {
  const shared = useSharedGolferApp();

  for (const width of [360, 1280]) {
    test(`sets alert rules on the account page and a request's own on its edit page (${width} px)`, async () => {
      test.setTimeout(240_000);
      const appUrl = shared.app.url;
      const { context, page, requestId } = await golferWithMorningRequest(shared.browser, appUrl, {
        name: `Quinn Rules ${width}`,
        daysAhead: 5,
        viewport: { width, height: 900 },
      });

      await page.goto(`${appUrl}/account`);
      await page.getByRole('button', { name: 'Save Alert Rules' }).waitFor();
      await expectNoAxeViolations(page);
      await page.getByLabel('Quiet from', { exact: true }).fill('22:00');
      await page.getByLabel('Quiet until', { exact: true }).fill('06:00');
      await page.getByLabel('Most alert emails a day', { exact: true }).fill('3');
      await page.getByRole('button', { name: 'Save Alert Rules' }).click();
      await page.getByRole('status').filter({ hasText: 'Alert rules saved.' }).waitFor();
      await expectNoAxeViolations(page);

      const card = await dashboardCard(page, appUrl, `Waitlist Request #${requestId}`);
      await card.getByText('Alert rules').waitFor();
      expect(await card.textContent()).toContain('Quiet 10:00 PM–6:00 AM · At most 3 emails a day');

      await page.goto(`${appUrl}/dashboard/requests/${requestId}/edit`);
      await page.getByLabel('Rules of its own for this request').check();
      await page.getByLabel('Most alert emails a day', { exact: true }).fill('1');
      await expectNoAxeViolations(page);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.waitForURL(`${appUrl}/dashboard`);
      await card.getByText('At most 1 email a day').waitFor();
      expect(await card.textContent()).toContain('(this request’s own)');
      await context.close();
      // Two pages of forms and four axe runs: under a loaded shared machine this takes well over a minute.
    });
  }

  test('gives a new request its own alert rules on the waitlist form; the card shows them (360 px)', async () => {
    test.setTimeout(240_000);
    const appUrl = shared.app.url;
    const { context, page } = await newGolferOnWaitlistForm(shared.browser, appUrl, 'Rory Rules Create', [
      /Fraserview Golf Course/,
    ]);
    const rules = page.getByRole('group', { name: 'Alert rules' });
    expect(await rules.getByLabel("Use my account's rules").isChecked()).toBe(true);
    await rules.getByLabel('Rules of its own for this request').check();
    await rules.getByLabel('Quiet from', { exact: true }).fill('21:00');
    await rules.getByLabel('Quiet until', { exact: true }).fill('07:00');
    await rules.getByLabel('Most alert emails a day', { exact: true }).fill('2');
    await expectNoAxeViolations(page);
    await joinWaitlist(page);

    const card = await dashboardCard(page, appUrl, 'Fraserview Golf Course');
    await card.getByText('Alert rules').waitFor();
    const words = await card.textContent();
    expect(words).toContain('Quiet 9:00 PM–7:00 AM · At most 2 emails a day');
    expect(words).toContain('(this request’s own)');
    await context.close();
  });
});
