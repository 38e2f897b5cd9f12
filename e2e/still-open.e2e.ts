import { startTestSmtpServer } from '@teewatch/server/testing';
import { addDaysToIsoDate, vancouverToday } from '@teewatch/shared';
import {
  courseIdByName,
  createRequestInContext,
  FAST_ALERTS_APP_ENV,
  GOLFER_APP_ENV,
  newPage,
  setCpsSlot,
  signUpInContext,
} from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useOwnAppBeside } from './support/shared-app';
import { expect, test } from './support/test';

// Issue 28 item 2 in a real browser: the Book link of a real alert email (signed by the app, read from a
// local SMTP server) for a time the mirror then reads as taken opens the server-rendered "taken" page,
// with the request's other time; axe at 360 and 1280 px, and no console error (its CSP allows its style).
// Its own app: it needs fast alerts and an SMTP server, and it changes Langara's evening sheet.

const POLL = { timeout: 90_000, intervals: [1000] };
// Langara on the simulator's golfvancouver site. Its sheets end by 7:30 PM, so the evening is ours.
const LANGARA = { site: 'golfvancouver', courseId: 1 } as const;

test.describe('still-open link', () => {
  test.describe.configure({ timeout: 480_000 });
  const own = useOwnAppBeside(
    () => startTestSmtpServer({ ignore: (mail) => !mail.subject?.includes('Langara') }),
    (smtp) => ({ ...GOLFER_APP_ENV, ...FAST_ALERTS_APP_ENV, SMTP_URL: smtp.url }),
  );

  test('opens the "taken" page for a time taken after its alert, accessible at 360 and 1280 px', async () => {
    const simulatorUrl = own.app.simulatorUrl ?? '';
    const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
    await setCpsSlot(simulatorUrl, { ...LANGARA, date: tomorrow, time: '20:10', spots: 4 });
    const { context, page } = await newPage(own.browser, { width: 360, height: 740 });
    const { email } = await signUpInContext(context, own.app.url, 'Sam Still Open');
    await createRequestInContext(context, own.app.url, {
      courseIds: [await courseIdByName(own.app.url, 'Langara Golf Course')],
      preferredDates: [tomorrow],
      startTime: '20:00',
      endTime: '21:00',
      numberOfPlayers: 2,
      contactEmail: email,
    });

    // The alert for 8:10 PM, and its Book link: the app's own signed /api/open link.
    // A loaded machine can time an SMTP connection out; the engine then sends again after its back-off.
    await own.server.waitForMessages(1, 240_000);
    // The only alerts this app sends are this golfer's (the SMTP server keeps only Langara's).
    const link = /Book: (\S+)/.exec(own.server.messages[0]?.text ?? '')?.[1] ?? '';
    expect(new URL(link).pathname).toBe('/api/open');
    const answerOf = async () => (await fetch(link, { redirect: 'manual' })).status;
    expect(await answerOf()).toBe(302);

    // Another time opens, then 8:10 PM is taken (in that order, so the read that sees it taken sees the
    // other too); once the mirror has read it, the link answers with the page.
    await setCpsSlot(simulatorUrl, { ...LANGARA, date: tomorrow, time: '20:40', spots: 4 });
    await setCpsSlot(simulatorUrl, { ...LANGARA, date: tomorrow, time: '20:10', spots: 0 });
    await expect.poll(answerOf, POLL).toBe(200);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: /^This 8:10 PM (was taken|has been taken)/ }).waitFor();
    await page.getByRole('link', { name: /at 8:40 PM, Langara Golf Course/ }).waitFor();
    // The page's own stylesheet applied: the CSP let it in.
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      'rgb(244, 247, 244)',
    );
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});
