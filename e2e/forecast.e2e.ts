import { addDaysToIsoDate, type TeeTimesResponse, vancouverToday } from '@teewatch/shared';
import { newPage } from './golfer-helpers';
import { expectNoAxeViolations } from './support/browser';
import { useSharedGolferApp } from './support/shared-app';
import { expect, test } from './support/test';

// The forecast beside a tee time (issue 47 item 3, decision 0320) in Chromium against the built app: the
// worker reads the simulator's Open-Meteo stand-in at start; the tee-times page shows each time's hour of
// forecast (temperature, chance of rain, wind), the course's forecast age and the attribution, axe clean at
// 360 and 1280 px. The spec only reads, so it shares the golfer app.

const FIGURES = /^-?\d+ °C, \d+ % rain, wind \d+ km\/h$/;

test.describe('the forecast in search', () => {
  const shared = useSharedGolferApp();
  const tomorrow = () => addDaysToIsoDate(vancouverToday(new Date()), 1);

  /** Tomorrow's answer once the worker's first forecast read is stored. */
  async function answerWithForecast(): Promise<TeeTimesResponse> {
    let answer: TeeTimesResponse | undefined;
    await expect
      .poll(
        async () => {
          const response = await fetch(`${shared.app.url}/api/tee-times?date=${tomorrow()}`);
          answer = (await response.json()) as TeeTimesResponse;
          return answer.data?.some((course) => course.forecastReadAt && course.teeTimeSlots.length > 0);
        },
        { timeout: 90_000 },
      )
      .toBe(true);
    return answer!;
  }

  for (const width of [360, 1280]) {
    test(`shows each time's forecast with its age (${width} px)`, async () => {
      test.setTimeout(240_000);
      const answer = await answerWithForecast();
      const course = answer.data!.find((one) => one.forecastReadAt && one.teeTimeSlots.length > 0)!;
      const { context, page } = await newPage(shared.browser, { width, height: 900 });
      await page.goto(`${shared.app.url}/tee-times?date=${tomorrow()}&courseIds=${course.courseId}`);
      const card = page.getByRole('article', { name: course.courseName });
      await card
        .getByText(/^Forecast (just read|\d+ min old|\d+ h old) · Weather data by Open-Meteo\.com/)
        .waitFor({
          timeout: 60_000,
        });
      const lines = await card.getByText(FIGURES).allTextContents();
      expect(lines.length).toBeGreaterThan(0);
      const first = course.teeTimeSlots[0]!.forecast!;
      expect(lines[0]).toBe(
        `${Math.round(first.temperatureC)} °C, ${first.rainChance} % rain, wind ${Math.round(first.windKmh)} km/h`,
      );
      expect(await card.getByRole('link', { name: /Open-Meteo\.com/ }).getAttribute('href')).toBe(
        'https://open-meteo.com/',
      );
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
