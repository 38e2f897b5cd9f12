import { type ForecastHour, forecastAgeWords, forecastWords, NO_FORECAST_WORDS } from '@teewatch/shared';
import { useNow } from '../../../lib/use-now';

// The forecast beside a tee time (issue 47, decision 0320): the hour's temperature, chance of rain and wind
// where the stored forecast covers it, "No forecast" where it does not, nothing when forecasts are off.

/** One time's forecast line, inside its slot's row. */
export function SlotForecast({ forecast }: { forecast: ForecastHour | null | undefined }) {
  if (forecast === undefined) return null;
  return <p className="text-xs text-slate-700">{forecast ? forecastWords(forecast) : NO_FORECAST_WORDS}</p>;
}

/** The course's forecast age and the attribution Open-Meteo's licence (CC BY 4.0) asks for. */
export function CourseForecastNote({ readAt }: { readAt: string | null | undefined }) {
  const now = useNow(60_000);
  if (!readAt) return null;
  return (
    <p className="mt-2 text-xs text-slate-600">
      {forecastAgeWords(readAt, now)} · Weather data by{' '}
      <a
        href="https://open-meteo.com/"
        target="_blank"
        rel="noopener noreferrer"
        className="underline focus-ring"
      >
        Open-Meteo.com<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </p>
  );
}
