import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ForecastInAlerts } from '@teewatch/shared';
import { apiRequest } from '../../../lib/api-client';

// Whether the golfer's alerts name the weather forecast for the time (decision 0320).

const FORECAST_IN_ALERTS_QUERY_KEY = ['account', 'forecast-in-alerts'];
const PATH = '/api/account/forecast-in-alerts';

/** GET /api/account/forecast-in-alerts. */
export function useForecastInAlerts() {
  return useQuery({
    queryKey: FORECAST_IN_ALERTS_QUERY_KEY,
    queryFn: () => apiRequest<ForecastInAlerts>(PATH),
  });
}

/** PUT /api/account/forecast-in-alerts: on or off. */
export function useSetForecastInAlerts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (forecastInAlerts: boolean) =>
      apiRequest<ForecastInAlerts>(PATH, { method: 'PUT', body: { forecastInAlerts } }),
    onSuccess: (data) => queryClient.setQueryData(FORECAST_IN_ALERTS_QUERY_KEY, data),
  });
}
