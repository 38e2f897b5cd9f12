import type { TestApiResult, ValidateConfigResult } from '@teewatch/shared';
import { formatIsoDay } from './format';

// What the course form's configuration test says (admin-console §8 labels; issue 11, item 6), pure.

export type ConfigTestOutcome = { valid: boolean; message: string };

/** Only the fields could be checked: invalid ones say why; a course not saved yet cannot be read. */
export function fieldsOutcome(fields: ValidateConfigResult): ConfigTestOutcome {
  if (!fields.valid) return { valid: false, message: fields.message };
  return { valid: true, message: `${fields.message}. Save the course to read its source.` };
}

/** A read of the source: valid only when it answered, with what it found; otherwise its error. */
export function liveOutcome(result: TestApiResult): ConfigTestOutcome {
  const day = formatIsoDay(result.date);
  if (!result.ok) {
    return {
      valid: false,
      message: `The source did not answer for ${day}: ${result.error ?? 'Unknown error'}`,
    };
  }
  const times = `${result.slotsFound} tee ${result.slotsFound === 1 ? 'time' : 'times'}`;
  return {
    valid: true,
    message: `The source answered: ${times} found for ${day} (${Math.round(result.latencyMs)} ms)`,
  };
}
