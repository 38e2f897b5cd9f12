import {
  API_CONFIG_FIELD_LABELS,
  type ApiType,
  addDaysToIsoDate,
  missingApiConfigFields,
  type ValidateConfigResult,
  vancouverToday,
} from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';
import { systemClock } from '../../../lib/clock';
import { errorMessage } from '../../../lib/error-message';
import { useTestCourseConfig } from '../api/test-config';
import { useValidateConfig } from '../api/validate-config';
import { type ConfigTestOutcome, fieldsOutcome, liveOutcome } from '../lib/config-test-outcome';

/**
 * The configuration test (admin-console §5, §8; issue 11, item 6; issue 29, item 5): checks the fields the
 * API type needs on the server, then reads the source for tomorrow (one read through the host's budget)
 * with the values on screen, saved or not, a new course too, and says "Configuration Valid" only when
 * the source answered: with the slots found, or the upstream's error, and the values it used.
 */
export function ApiConfigTest({
  apiType,
  apiConfig,
  apiCourseId,
  holes,
  bookingUrl,
}: {
  apiType: ApiType;
  apiConfig: Record<string, string>;
  apiCourseId: string;
  /** As typed: blank or not a number means "not given". */
  holes: string;
  bookingUrl: string;
}) {
  const validate = useValidateConfig();
  const live = useTestCourseConfig();
  const [result, setResult] = useState<ConfigTestOutcome>();
  const missing = missingApiConfigFields(apiType, apiConfig);
  const missingMessage =
    missing.length > 0
      ? `Missing required fields: ${missing.map((field) => API_CONFIG_FIELD_LABELS[field] ?? field).join(', ')}`
      : undefined;
  const pending = validate.isPending || live.isPending;

  async function runTest() {
    setResult(undefined);
    let fields: ValidateConfigResult;
    try {
      fields = await validate.mutateAsync({ api_type: apiType, api_config: apiConfig });
    } catch (failure) {
      setResult({ valid: false, message: errorMessage(failure, 'Validation failed') });
      return;
    }
    if (!fields.valid) {
      setResult(fieldsOutcome(fields));
      return;
    }
    const date = addDaysToIsoDate(vancouverToday(systemClock()), 1);
    const holesNumber = Number(holes);
    try {
      const result = await live.mutateAsync({
        api_type: apiType,
        api_course_id: apiCourseId,
        api_config: apiConfig,
        holes: holes.trim() !== '' && Number.isInteger(holesNumber) ? holesNumber : null,
        booking_url: bookingUrl.trim() || null,
        date,
      });
      setResult(liveOutcome(result));
    } catch (failure) {
      setResult({ valid: false, message: errorMessage(failure, 'Connection test failed') });
    }
  }

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          disabled={missing.length > 0 || pending}
          aria-describedby={missingMessage ? 'config-test-missing' : undefined}
          onClick={() => void runTest()}
        >
          {pending ? <Spinner className="h-4 w-4" /> : null}
          Test Configuration
        </Button>
        {live.isPending ? (
          <span className="text-sm text-slate-700">Reading the source for tomorrow...</span>
        ) : null}
      </div>
      {missingMessage ? (
        <p id="config-test-missing" className="mt-2 text-sm text-slate-700">
          {missingMessage}
        </p>
      ) : null}
      <div aria-live="polite">
        {result ? (
          <div
            className={`mt-3 rounded-lg border p-3 text-sm ${
              result.valid
                ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
                : 'border-red-300 bg-red-50 text-red-800'
            }`}
          >
            <p className="font-semibold">{result.valid ? 'Configuration Valid' : 'Configuration Invalid'}</p>
            <p>{result.message}</p>
            {result.usedValues ? <p className="mt-1 text-xs">{result.usedValues}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
