import {
  API_CONFIG_FIELD_LABELS,
  type ApiType,
  perBookingSystem,
  type TestApiResult,
  type ValidateConfigResult,
} from '@teewatch/shared';
import { formatIsoDay } from '../../../lib/vancouver-dates';

// What the course form's configuration test says (admin-console §8 labels; issue 11, item 6), pure.

export type ConfigTestOutcome = { valid: boolean; message: string; usedValues?: string };

/** The fields check alone (when it fails, the source is not read): which fields are missing or wrong. */
export function fieldsOutcome(fields: ValidateConfigResult): ConfigTestOutcome {
  return { valid: fields.valid, message: fields.message };
}

const API_TYPE_NAMES: Record<ApiType, string> = {
  ...perBookingSystem((system) => system.label),
  none: 'No booking system',
};

/** "Values used: the form's (unsaved included): CPS, course ID 2, Site ID golfvancouver, ..." */
export function usedValuesText(used: NonNullable<TestApiResult['used']>): string {
  const config = Object.entries(used.api_config).map(
    ([field, value]) => `${API_CONFIG_FIELD_LABELS[field] ?? field} ${String(value)}`,
  );
  const holes = used.holes === null ? [] : [`${used.holes} holes`];
  const whose = used.from === 'form' ? 'as on screen' : 'as saved';
  return `Values used (${whose}): ${[API_TYPE_NAMES[used.api_type], `course ID ${used.api_course_id}`, ...holes, ...config].join(', ')}`;
}

/** A read of the source: valid only when it answered, with what it found; otherwise its error. */
export function liveOutcome(result: TestApiResult): ConfigTestOutcome {
  const day = formatIsoDay(result.date);
  const used = result.used ? { usedValues: usedValuesText(result.used) } : {};
  if (!result.ok) {
    return {
      valid: false,
      message: `The source did not answer for ${day}: ${result.error ?? 'Unknown error'}`,
      ...used,
    };
  }
  const times = `${result.slotsFound} tee ${result.slotsFound === 1 ? 'time' : 'times'}`;
  return {
    valid: true,
    message: `The source answered: ${times} found for ${day} (${Math.round(result.latencyMs)} ms)`,
    ...used,
  };
}
