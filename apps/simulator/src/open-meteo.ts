import type { ProtocolRequest, Reply } from './http';
import { jsonReply } from './http';
import { hashString } from './random';
import { addDays, TIME_ZONE, vancouverDate, vancouverToUtc } from './vancouver-time';

// A stand-in for Open-Meteo's forecast API (GET /v1/forecast, https://open-meteo.com/en/docs), served at
// /open-meteo/v1/forecast in its real answer's shape: one object per location (an array when several are
// asked, comma-separated), `hourly.time` as local ISO minutes in the asked time zone and one array per asked
// variable. The figures are made up but deterministic: the same coordinates, date and hour give the same
// weather on every run, so tests and the demo can say what a golfer should read.

/** The hourly variables Teewatch asks for, as Open-Meteo names them. */
export const FORECAST_VARIABLES = ['temperature_2m', 'precipitation_probability', 'wind_speed_10m'] as const;

const UNITS = {
  time: 'iso8601',
  temperature_2m: '°C',
  precipitation_probability: '%',
  wind_speed_10m: 'km/h',
};

export type StandInHour = { temperatureC: number; rainChance: number; windKmh: number };

/**
 * The stand-in's weather at a point, on a Vancouver date and hour: a December-like 2–12 °C with a daily swing,
 * a chance of rain in steps of 10 %, a wind of 0–35 km/h (one decimal each, as Open-Meteo gives them).
 */
export function standInForecastHour(
  latitude: number,
  longitude: number,
  date: string,
  hour: number,
): StandInHour {
  const place = `${latitude.toFixed(4)},${longitude.toFixed(4)}`;
  const day = hashString(`${place}|${date}`);
  const hourly = hashString(`${place}|${date}|${hour}`);
  const swing = Math.sin(((hour - 8) / 24) * 2 * Math.PI) * 3;
  const temperatureC = round1(2 + (day % 70) / 10 + swing + (hourly % 10) / 10);
  const rainChance = ((day + hourly) % 11) * 10;
  const windKmh = round1((hourly % 350) / 10);
  return { temperatureC, rainChance, windKmh };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

/** Open-Meteo's error answer: `{"error": true, "reason": "..."}` with status 400. */
function refusal(reason: string): Reply {
  return jsonReply(400, { error: true, reason });
}

function numbers(value: string | null, name: string): number[] | string {
  if (!value) return `Parameter '${name}' is required`;
  const list = value.split(',').map(Number);
  return list.every(Number.isFinite) ? list : `Parameter '${name}' must be a number`;
}

/** GET /v1/forecast on `today` (the simulator's clock, Vancouver date). */
export function answerForecast(request: ProtocolRequest, now: Date): Reply {
  const { searchParams } = request.url;
  const latitudes = numbers(searchParams.get('latitude'), 'latitude');
  const longitudes = numbers(searchParams.get('longitude'), 'longitude');
  if (typeof latitudes === 'string') return refusal(latitudes);
  if (typeof longitudes === 'string') return refusal(longitudes);
  if (latitudes.length !== longitudes.length)
    return refusal('Parameter latitude and longitude must have the same number of elements');
  const variables = (searchParams.get('hourly') ?? '').split(',').filter(Boolean);
  const unknown = variables.find((name) => !(FORECAST_VARIABLES as readonly string[]).includes(name));
  if (unknown) return refusal(`Cannot initialize WeatherVariable from invalid String value ${unknown}`);
  const days = Number(searchParams.get('forecast_days') ?? '7');
  if (!Number.isInteger(days) || days < 0 || days > 16)
    return refusal('Forecast days is invalid. Allowed range 0 to 16.');
  const today = vancouverDate(now);
  const dates = Array.from({ length: days }, (_, index) => addDays(today, index));
  const locations = latitudes.map((latitude, index) =>
    location(latitude, longitudes[index]!, dates, variables),
  );
  return jsonReply(200, locations.length === 1 ? locations[0] : locations);
}

function location(latitude: number, longitude: number, dates: string[], variables: string[]) {
  const hours = dates.flatMap((date) => Array.from({ length: 24 }, (_, hour) => ({ date, hour })));
  const weather = hours.map(({ date, hour }) => standInForecastHour(latitude, longitude, date, hour));
  const offsetSeconds = dates[0] ? utcOffsetSeconds(dates[0]) : 0;
  const series: Record<string, unknown[]> = {
    time: hours.map(({ date, hour }) => `${date}T${String(hour).padStart(2, '0')}:00`),
  };
  const pick = {
    temperature_2m: 'temperatureC',
    precipitation_probability: 'rainChance',
    wind_speed_10m: 'windKmh',
  };
  for (const name of variables) {
    const key = pick[name as keyof typeof pick] as keyof StandInHour;
    series[name] = weather.map((hour) => hour[key]);
  }
  return {
    latitude,
    longitude,
    generationtime_ms: 0.1,
    utc_offset_seconds: offsetSeconds,
    timezone: TIME_ZONE,
    timezone_abbreviation: offsetSeconds === -7 * 3600 ? 'PDT' : 'PST',
    elevation: 50,
    hourly_units: Object.fromEntries(
      ['time', ...variables].map((name) => [name, UNITS[name as keyof typeof UNITS]]),
    ),
    hourly: series,
  };
}

/** Vancouver's offset from UTC at noon on a date, in seconds (-25200 in PDT, -28800 in PST). */
function utcOffsetSeconds(date: string): number {
  const noonUtc = vancouverToUtc(date, 12 * 60);
  return (Date.parse(`${date}T12:00:00Z`) - noonUtc.getTime()) / 1000;
}
