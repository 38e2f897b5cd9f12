import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

// Phone numbers as the golfer types them, read by libphonenumber-js (Google's libphonenumber metadata)
// with Canada as the region of a number written without +: a mobile-capable number becomes E.164.

/** "604 555 0100" → "+16045550100"; undefined when it is not a valid number that can take texts. */
export function toE164(typed: string): string | undefined {
  const parsed = parsePhoneNumberFromString(typed, 'CA');
  if (!parsed?.isValid()) return undefined;
  const type = parsed.getType();
  // Landlines and pagers cannot receive texts; North American numbers do not say which they are.
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return undefined;
  return parsed.number;
}
