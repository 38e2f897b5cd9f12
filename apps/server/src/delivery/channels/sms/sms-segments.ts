import { SegmentedMessage } from 'sms-segments-calculator';

// How a carrier splits a text (decision 0172): GSM-7 when every character is in the GSM 03.38 alphabet
// (its extension characters, such as € and [, take two septets), 160 septets in one segment and 153 in
// each of several; otherwise UCS-2, 70 code units in one and 67 in each of several. Counted by Twilio's
// own calculator, so what we record is what Twilio bills.

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export function countSegments(body: string): { segments: number; encoding: SmsEncoding } {
  const message = new SegmentedMessage(body, 'auto');
  return { segments: message.segmentsCount, encoding: message.encodingName };
}
