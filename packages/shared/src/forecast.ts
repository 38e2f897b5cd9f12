import { z } from 'zod';
import { envelopeSchema } from './api-envelope';
import { IsoInstantSchema } from './iso-instant';

// The forecast beside a tee time and in its alerts (issue 47, decision 0320): the hour's figures as the
// worker read them from the weather API, and the words every page and alert says them in.

/** One hour's forecast at a course. */
export const ForecastHourSchema = z.object({
  /** Air temperature at 2 m, °C. */
  temperatureC: z.number().min(-80).max(60),
  /** Chance of precipitation, 0–100 %. */
  rainChance: z.number().int().min(0).max(100),
  /** Wind speed at 10 m, km/h. */
  windKmh: z.number().min(0).max(400),
});
export type ForecastHour = z.infer<typeof ForecastHourSchema>;

/** When a course's forecast was read; null when there is none for the date. */
export const ForecastReadAtSchema = IsoInstantSchema.nullable();

/** What a time without a forecast says: never a made-up figure. */
export const NO_FORECAST_WORDS = 'No forecast';

/** "9 °C, 20 % rain": what an alert says beside the time it names. */
export function forecastSummary(hour: ForecastHour): string {
  return `${Math.round(hour.temperatureC)} °C, ${hour.rainChance} % rain`;
}

/** "9 °C, 20 % rain, wind 14 km/h": what search shows beside the time. */
export function forecastWords(hour: ForecastHour): string {
  return `${forecastSummary(hour)}, wind ${Math.round(hour.windKmh)} km/h`;
}

/** "Forecast 2 h old" (whole hours from 1 h), "Forecast 25 min old", "Forecast just read" (under a minute). */
export function forecastAgeWords(readAt: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - Date.parse(readAt)) / 60_000));
  if (minutes < 1) return 'Forecast just read';
  if (minutes < 60) return `Forecast ${minutes} min old`;
  return `Forecast ${Math.floor(minutes / 60)} h old`;
}

/** The account page's switch: whether alerts name the forecast for the time (on unless switched off). */
export const ForecastInAlertsSchema = z.object({ forecastInAlerts: z.boolean() });
export type ForecastInAlerts = z.infer<typeof ForecastInAlertsSchema>;
export const ForecastInAlertsResultSchema = envelopeSchema(ForecastInAlertsSchema);

/** The switch's label and hint on the account page. */
export const FORECAST_IN_ALERTS_LABEL = 'Include the weather forecast in alerts';
export const FORECAST_IN_ALERTS_HINT =
  'Emails, push notifications and texts name the forecast for the time, such as "7:10 AM · 9 °C, 20 % rain", when one covers it.';
