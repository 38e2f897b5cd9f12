import { z } from 'zod';
import type { Config } from '../../config';
import type { HttpClient } from '../http-client';
import { parseJsonResponse } from '../http-client';
import { malformedAnswer } from '../upstream-values';

// Open-Meteo's hourly forecast (decision 0320; https://open-meteo.com/en/docs): one GET for several points
// (comma-separated coordinates, answered as an array), local times in America/Vancouver, the three figures a
// golfer reads. Through the project's one HTTP client: the fetch guard, the host's request budget, retries.

export type ForecastPoint = { latitude: number; longitude: number };

/** One hour of a point's forecast, at a Vancouver date and hour (0–23). */
export type ForecastHour = {
  date: string;
  hour: number;
  temperatureC: number;
  /** 0–100 %. */
  rainChance: number;
  windKmh: number;
};

/** The most points one request names: Open-Meteo counts a call per 10 points of a multi-point request. */
export const FORECAST_POINTS_PER_REQUEST = 10;

const HOURLY = 'temperature_2m,precipitation_probability,wind_speed_10m';
const TIME_ZONE = 'America/Vancouver';

const figures = z.array(z.number().nullable());
const LocationSchema = z.object({
  hourly: z.object({
    time: z.array(z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/)),
    temperature_2m: figures,
    precipitation_probability: figures,
    wind_speed_10m: figures,
  }),
});

/** The forecast host's budget key: its host name (the same for the simulator's stand-in and the real API). */
export function forecastBudgetKey(apiUrl: string): string {
  return `weather:${new URL(apiUrl).host}`;
}

/** The hours of each point's forecast, in the points' order; an hour with a figure missing is left out. */
export async function readOpenMeteoForecast(input: {
  http: HttpClient;
  weather: Config['weather'];
  points: ForecastPoint[];
  signal?: AbortSignal;
}): Promise<ForecastHour[][]> {
  const { http, weather, points, signal } = input;
  if (points.length === 0) return [];
  const query = new URLSearchParams({
    latitude: points.map((point) => point.latitude.toFixed(4)).join(','),
    longitude: points.map((point) => point.longitude.toFixed(4)).join(','),
    hourly: HOURLY,
    timezone: TIME_ZONE,
    forecast_days: String(weather.forecastDays),
    wind_speed_unit: 'kmh',
  });
  // The commercial API takes its key as a query parameter; the logs redact it (lib/redact-secrets.ts).
  if (weather.apiKey) query.set('apikey', weather.apiKey);
  const response = await http.request({
    url: `${weather.apiUrl}/v1/forecast?${query}`,
    signal,
    budget: { key: forecastBudgetKey(weather.apiUrl), requestsPerSecond: weather.requestsPerSecond },
  });
  const body = parseJsonResponse(response);
  const parsed = z.array(LocationSchema).safeParse(Array.isArray(body) ? body : [body]);
  if (!parsed.success || parsed.data.length !== points.length)
    throw malformedAnswer(
      `Open-Meteo forecast: ${parsed.error?.issues[0]?.message ?? 'wrong number of points'}`,
    );
  return parsed.data.map((location) => hoursOf(location.hourly));
}

function hoursOf(hourly: z.infer<typeof LocationSchema>['hourly']): ForecastHour[] {
  return hourly.time.flatMap((time, index) => {
    const temperatureC = hourly.temperature_2m[index];
    const rainChance = hourly.precipitation_probability[index];
    const windKmh = hourly.wind_speed_10m[index];
    // Never a made-up figure: an hour the API left blank is an hour without a forecast.
    if (temperatureC == null || rainChance == null || windKmh == null) return [];
    const [date, clock] = time.split('T') as [string, string];
    return [
      { date, hour: Number(clock.slice(0, 2)), temperatureC, rainChance: Math.round(rainChance), windKmh },
    ];
  });
}
