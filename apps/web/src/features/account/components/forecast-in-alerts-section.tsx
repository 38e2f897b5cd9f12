import { FORECAST_IN_ALERTS_HINT, FORECAST_IN_ALERTS_LABEL } from '@teewatch/shared';
import { useState } from 'react';
import { CheckboxField } from '../../../components/form/checkbox-field';
import { useForecastInAlerts, useSetForecastInAlerts } from '../api/forecast-in-alerts';
import { AccountSection, Outcome, outcomeOf, type SectionOutcome } from './account-section';

/** The account page's switch for the forecast inside alerts (issue 47 item 4, decision 0320): saved at once. */
export function ForecastInAlertsSection() {
  const setting = useForecastInAlerts();
  const save = useSetForecastInAlerts();
  const [outcome, setOutcome] = useState<SectionOutcome>();
  return (
    <AccountSection id="account-forecast" title="Weather in alerts">
      {setting.isPending ? (
        <p className="text-sm text-slate-700">Loading...</p>
      ) : (
        <>
          <CheckboxField
            id="account-forecast-in-alerts"
            label={FORECAST_IN_ALERTS_LABEL}
            checked={setting.data?.forecastInAlerts ?? true}
            onChange={async (checked) =>
              setOutcome(
                await outcomeOf(
                  () => save.mutateAsync(checked),
                  checked ? 'Alerts name the forecast.' : 'Alerts no longer name the forecast.',
                  'Could not save. Please try again.',
                ),
              )
            }
          />
          <p className="text-sm text-slate-700">{FORECAST_IN_ALERTS_HINT}</p>
        </>
      )}
      <Outcome outcome={outcome} />
    </AccountSection>
  );
}
