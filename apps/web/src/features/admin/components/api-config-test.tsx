import {
  API_CONFIG_FIELD_LABELS,
  type ApiType,
  missingApiConfigFields,
  type TestApiResult,
  type ValidateConfigResult,
} from '@teewatch/shared';
import { useState } from 'react';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/error-message';
import { useTestCourseApi } from '../api/test-api';
import { useValidateConfig } from '../api/validate-config';
import { buttonSecondary } from './admin-styles';

/**
 * The configuration test (admin-console §5, §8): checks the fields the API type needs on the server,
 * and, for a saved course, calls its real source through the adapter.
 */
export function ApiConfigTest({
  courseId,
  apiType,
  apiConfig,
  hasUnsavedChanges,
}: {
  courseId: number | undefined;
  apiType: ApiType;
  apiConfig: Record<string, string>;
  hasUnsavedChanges: boolean;
}) {
  const validate = useValidateConfig();
  const live = useTestCourseApi();
  const [result, setResult] = useState<ValidateConfigResult | { valid: false; message: string }>();
  const [liveResult, setLiveResult] = useState<TestApiResult | { ok: false; error: string }>();
  const missing = missingApiConfigFields(apiType, apiConfig);
  const missingMessage =
    missing.length > 0
      ? `Missing required fields: ${missing.map((field) => API_CONFIG_FIELD_LABELS[field] ?? field).join(', ')}`
      : undefined;

  function runValidation() {
    setResult(undefined);
    validate.mutate(
      { api_type: apiType, api_config: apiConfig },
      {
        onSuccess: setResult,
        onError: (failure) =>
          setResult({ valid: false, message: errorMessage(failure, 'Validation failed') }),
      },
    );
  }

  function runLiveTest() {
    if (courseId === undefined) return;
    setLiveResult(undefined);
    live.mutate(courseId, {
      onSuccess: setLiveResult,
      onError: (failure) =>
        setLiveResult({ ok: false, error: errorMessage(failure, 'Connection test failed') }),
    });
  }

  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={buttonSecondary}
          disabled={missing.length > 0 || validate.isPending}
          aria-describedby={missingMessage ? 'config-test-missing' : undefined}
          onClick={runValidation}
        >
          {validate.isPending ? <Spinner className="h-4 w-4" /> : null}
          Test Configuration
        </button>
        {courseId !== undefined ? (
          <button type="button" className={buttonSecondary} disabled={live.isPending} onClick={runLiveTest}>
            {live.isPending ? <Spinner className="h-4 w-4" /> : null}
            Test Live Connection
          </button>
        ) : null}
      </div>
      {missingMessage ? (
        <p id="config-test-missing" className="mt-2 text-sm text-slate-700">
          {missingMessage}
        </p>
      ) : null}
      {courseId !== undefined && hasUnsavedChanges ? (
        <p className="mt-2 text-xs text-slate-600">The live connection test uses the saved configuration.</p>
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
          </div>
        ) : null}
        {liveResult ? (
          <div
            className={`mt-3 rounded-lg border p-3 text-sm ${
              liveResult.ok
                ? 'border-emerald-300 bg-emerald-50 text-emerald-900'
                : 'border-red-300 bg-red-50 text-red-800'
            }`}
          >
            {liveResult.ok && 'slotsFound' in liveResult ? (
              <p>
                <span className="font-semibold">Connection OK:</span> {liveResult.slotsFound} tee times found
                for {liveResult.date} ({Math.round(liveResult.latencyMs)} ms)
              </p>
            ) : (
              <p>
                <span className="font-semibold">Connection failed:</span>{' '}
                {liveResult.error ?? 'Unknown error'}
              </p>
            )}
          </div>
        ) : null}
      </div>
    </div>
  );
}
