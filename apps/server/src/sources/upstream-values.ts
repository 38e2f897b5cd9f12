import { SourceError } from './tee-time-source';

// Readers for the loosely typed JSON the upstream booking systems send: a field is used only when it
// has the type we expect, so a renamed or missing field degrades to the fallback instead of "NaN".

/** A non-empty trimmed string, or a finite number as its decimal string; else undefined. */
export function text(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

export function numberOrUndefined(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** The error every adapter throws for an answer it cannot read; `detail` names the source and the part. */
export function malformedAnswer(detail: string): SourceError {
  return new SourceError('Source unavailable: the booking system sent an unreadable answer', 'malformed', {
    cause: new Error(detail),
  });
}
