export { type ForecastRefresh, refreshForecasts } from './refresh-forecasts';
