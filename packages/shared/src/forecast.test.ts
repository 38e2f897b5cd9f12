import { describe, expect, it } from 'vitest';
import { forecastAgeWords, forecastSummary, forecastWords } from './forecast';

describe('forecast words (decision 0320)', () => {
  const hour = { temperatureC: 8.6, rainChance: 20, windKmh: 13.5 };

  it('says the hour as an alert and as search do', () => {
    expect(forecastSummary(hour)).toBe('9 °C, 20 % rain');
    expect(forecastWords(hour)).toBe('9 °C, 20 % rain, wind 14 km/h');
  });

  it("says the forecast's age honestly, in minutes then whole hours", () => {
    const readAt = '2026-06-10T15:00:00.000Z';
    expect(forecastAgeWords(readAt, new Date('2026-06-10T15:00:30Z'))).toBe('Forecast just read');
    expect(forecastAgeWords(readAt, new Date('2026-06-10T15:25:00Z'))).toBe('Forecast 25 min old');
    expect(forecastAgeWords(readAt, new Date('2026-06-10T17:59:00Z'))).toBe('Forecast 2 h old');
  });
});
