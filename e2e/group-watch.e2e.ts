import type { Page } from 'playwright-core';
import { createMorningRequest, newPage, signUpInContext } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// Wait as a group (issue 38 item 5, decision 0210) in a real browser against the built app, with two
// accounts: the owner's "Invite friends" link, the friend's join page with narrowed hours, both dashboards
// naming the other, and the friend's one-click "Leave group"; axe at 360 and 1280 px on the join page, the
// dashboard's group and the invitation dialog. New golfers only: the spec shares the golfer app.

/** No axe violation at a phone's width and a laptop's, ending at `width` (where the test goes on). */
async function expectAxeCleanAtBothWidths(page: Page, width: 360 | 1280 = 1280): Promise<void> {
  for (const each of width === 360 ? [1280, 360] : [360, 1280]) {
    await page.setViewportSize({ width: each, height: 900 });
    await expectNoAxeViolations(page);
  }
}

test.describe('wait as a group', () => {
  const shared = useSharedGolferApp();

  test('invites a friend by link; the friend joins with narrower hours, shows in both dashboards, and leaves at one click', async () => {
    test.setTimeout(240_000);
    const appUrl = shared.app.url;
    const owner = await newPage(shared.browser);
    const { email } = await signUpInContext(owner.context, appUrl, 'Olive Owner');
    const requestId = await createMorningRequest(owner.context, appUrl, email, 3);

    await owner.page.goto(`${appUrl}/dashboard`);
    const ownerCard = owner.page.getByRole('article').filter({ hasText: `Waitlist Request #${requestId}` });
    await ownerCard.getByRole('button', { name: `Invite friends: waitlist request #${requestId}` }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Invite friends' });
    const linkField = dialog.getByLabel('Invitation link');
    await linkField.waitFor();
    const link = await linkField.inputValue();
    expect(link).toMatch(new RegExp(`^${appUrl}/groups/join/v1\\.${requestId}\\.`));
    await expectAxeCleanAtBothWidths(owner.page);
    await dialog.getByRole('button', { name: 'Done' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const friend = await newPage(shared.browser, { width: 360, height: 900 });
    await signUpInContext(friend.context, appUrl, 'Max Friend');
    await friend.page.goto(link);
    await friend.page
      .getByRole('heading', { level: 1, name: 'Olive Owner invited you to wait for a tee time together' })
      .waitFor();
    await expectAxeCleanAtBothWidths(friend.page, 360);
    await friend.page.getByLabel('Your start time').selectOption('08:00');
    await friend.page.getByLabel('Your end time').selectOption('10:00');
    await friend.page.getByRole('button', { name: 'Join the group' }).click();
    await friend.page.waitForURL(`${appUrl}/dashboard`, { timeout: 30_000 });
    const friendGroup = friend.page.getByRole('region', { name: 'Waiting as a group' });
    await friendGroup.waitFor();
    expect(await friendGroup.getByRole('listitem').allTextContents()).toEqual([
      'Olive Owner (owner)',
      'Max Friend (you)',
    ]);
    expect(await friend.page.getByRole('article').textContent()).toContain('8:00 AM - 10:00 AM');
    await expectAxeCleanAtBothWidths(friend.page, 360);

    await owner.page.reload();
    const ownerGroup = owner.page.getByRole('region', { name: 'Waiting as a group' });
    await ownerGroup.getByText('Max Friend').waitFor();
    expect(await ownerGroup.getByRole('listitem').allTextContents()).toEqual([
      'Olive Owner (owner, you)',
      'Max Friend',
    ]);
    await expectAxeCleanAtBothWidths(owner.page);

    await friend.page.getByRole('button', { name: /^Leave group: waitlist request #\d+$/ }).click();
    await friend.page.getByRole('status').filter({ hasText: 'You left the group' }).waitFor();
    await friend.page.getByRole('article').waitFor({ state: 'detached' });
    await owner.context.close();
    await friend.context.close();
  });
});
