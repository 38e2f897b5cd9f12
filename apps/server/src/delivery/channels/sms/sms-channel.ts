import { type ForecastHour, formatClockTime, formatDayLabel } from '@teewatch/shared';
import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { shortStillOpenLinkUrl } from '../../../email/still-open-link';
import { type SmsFailure, sendSms } from './send-sms';
import { recordOptOut } from './sms-opt-outs';
import { countSegments } from './sms-segments';
import { isConfirmedNumber, isOptedOut } from './textable-number';

// Texts as a delivery channel (issue 36 item 5, decision 0172): what an alert says in one text, and the
// send that respects the stop list. Composing is pure; sending goes through sendSms (Twilio or outbox).
// The delivery engine (delivery/) decides when and to whom; this module knows only texts.

/** What one alert text is about: the soonest time that opened for a request (and how many more did). */
export type SmsAlert = {
  requestId: number;
  slotId: number;
  courseName: string;
  /** YYYY-MM-DD (Vancouver). */
  date: string;
  /** HH:MM (Vancouver). */
  time: string;
  spots: number;
  price: number | null;
  /** Other times that opened for the request in the same alert. */
  moreTimes?: number;
  /** "Usually gone in 6 min." (decision 0201): said only when the text still fits one segment with it. */
  usuallyGone?: string;
  /** An upgrade watch's held time that day, HH:MM (decision 0195): the text says it beats it. */
  heldTime?: string;
  /** A pair (issue 38 item 4, decision 0205): the second time, which with this one holds the party. */
  pairedWith?: { slotId: number; time: string; spots: number };
  /** The forecast for the time (decision 0320): said after it while the text still fits one segment. */
  forecast?: ForecastHour;
};

/** "9C, 20% rain": the forecast in GSM-7, which has no degree sign. */
export function smsForecastWords(forecast: ForecastHour): string {
  return `${Math.round(forecast.temperatureC)}C, ${forecast.rainChance}% rain`;
}

export const SMS_CALL_TO_ACTION = 'Reply BOOKED or STOP';

/** One GSM-7 segment: the text fits it whenever it can. */
const ONE_SEGMENT = 160;

// Typography GSM-7 lacks, written with what it has, so a course name never turns a text into UCS-2
// (70 characters a segment).
const PLAIN: Record<string, string> = {
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '–': '-',
  '—': '-',
  '…': '...',
};

/** The text as GSM-7 can carry it: typography made plain, accents GSM-7 lacks dropped, anything else gone. */
export function toGsmText(text: string): string {
  return [...text.replace(/[’‘“”–—…]/g, (c) => PLAIN[c]!)]
    .map((c) =>
      countSegments(c).encoding === 'GSM-7' ? c : c.normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
    )
    .filter((c) => c !== '' && countSegments(c).encoding === 'GSM-7')
    .join('');
}

function priceWords(price: number | null): string {
  if (price === null) return '';
  return `, $${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/**
 * "Teewatch: Fraserview Sat Jun 6 7:10am, 2 spots, $62. https://…/api/open?token=s.… Reply BOOKED or STOP"
 * in one GSM-7 segment whenever it fits: the course name is shortened first, then the price left out, then
 * an upgrade watch's held-time words shortened; what still does not fit goes as it is, and its segments
 * say so.
 */
export function compose(alert: SmsAlert, config: Pick<Config, 'publicUrl' | 'authSecret'>) {
  const { pairedWith } = alert;
  const link = shortStillOpenLinkUrl({
    config,
    requestId: alert.requestId,
    slotId: alert.slotId,
    partnerSlotId: pairedWith?.slotId,
  });
  const day = formatDayLabel(alert.date).replace(',', '');
  const shortTime = (hhmm: string) => formatClockTime(hhmm).replace(' AM', 'am').replace(' PM', 'pm');
  // A pair: "7:10am (2) + 7:20am (2), book both" in place of "7:10am, 2 spots" (decision 0205).
  const ordered = pairedWith
    ? [
        { time: alert.time, spots: alert.spots },
        { time: pairedWith.time, spots: pairedWith.spots },
      ].sort((a, b) => a.time.localeCompare(b.time))
    : [];
  const time = pairedWith
    ? ordered.map((one) => `${shortTime(one.time)} (${one.spots})`).join(' + ')
    : shortTime(alert.time);
  // The held time is on the same day; releasing it is the golfer's job (decision 0195). Said in full when
  // the text still fits one segment with it, else shorter: the BETTER reply already told them to release it.
  const heldWords = alert.heldTime
    ? [': release it on the course site.', '; release it.', '.'].map(
        (release) => ` Beats your ${shortTime(alert.heldTime!)}${release}`,
      )
    : [''];
  const spots = pairedWith ? 'book both' : `${alert.spots} spot${alert.spots === 1 ? '' : 's'}`;
  const more = alert.moreTimes ? ` (+${alert.moreTimes} more)` : '';
  const course = toGsmText(alert.courseName).trim();
  const text = (name: string, price: string, held: string, speed = '', weather = '') =>
    `Teewatch: ${name} ${day} ${time}${weather ? ` (${weather})` : ''}, ${spots}${price}${more}.${held}${speed ? ` ${speed}` : ''} ${link} ${SMS_CALL_TO_ACTION}`;
  const fits = (body: string) => countSegments(body).segments === 1 && body.length <= ONE_SEGMENT;
  // The forecast (decision 0320) is said while one segment holds it: the course name may be shortened for
  // it, but it goes before the price does; without it the text is what it was.
  const weathers = alert.forecast ? [smsForecastWords(alert.forecast), ''] : [''];
  // How fast such times go (decision 0201) only beside the full name and price: a clearer time beats it.
  if (alert.usuallyGone) {
    for (const weather of weathers) {
      const body = text(
        course,
        priceWords(alert.price),
        heldWords[0]!,
        toGsmText(alert.usuallyGone),
        weather,
      );
      if (fits(body)) return { body, segments: 1 };
    }
  }
  for (const weather of weathers) {
    const prices = weather ? [priceWords(alert.price)] : [priceWords(alert.price), ''];
    for (const held of weather ? [heldWords[0]!] : heldWords) {
      for (const price of prices) {
        const room = ONE_SEGMENT - text('', price, held, '', weather).length;
        // At least a recognisable start of the name; else dropping the price is the next step.
        if (room >= Math.min(course.length, 8)) {
          const name = course.length <= room ? course : `${course.slice(0, room - 1).trimEnd()}.`;
          const body = text(name, price, held, '', weather);
          if (fits(body)) return { body, segments: 1 };
        }
      }
    }
  }
  const body = text(course, priceWords(alert.price), heldWords[0]!);
  return { body, segments: countSegments(body).segments };
}

export type ChannelSent = { ok: true; sid: string; segments: number };

/**
 * Sends one alert text to a confirmed number that did not ask for none (the stop list is read first, so
 * STOP holds at once even before Twilio knows); Twilio's 21610 adds the number to that list. Delivery
 * statuses come back to /api/sms/status.
 */
export async function send(options: {
  db: Db;
  config: Config;
  to: string;
  body: string;
  now: Date;
}): Promise<ChannelSent | SmsFailure> {
  const { db, config, to, body, now } = options;
  const refused = (reason: 'opted-out' | 'refused', message: string): SmsFailure => ({
    ok: false,
    reason,
    errorCode: undefined,
    message,
    retryAfterSeconds: undefined,
  });
  if (await isOptedOut(db, to)) return refused('opted-out', 'The number replied STOP');
  // Whatever a caller passes, an alert goes only to a number some golfer confirmed (decision 0171).
  if (!(await isConfirmedNumber(db, to))) return refused('refused', 'The number is not confirmed');
  const sent = await sendSms({ config, to, body, now, trackDelivery: true });
  if (!sent.ok) {
    if (sent.reason === 'opted-out') await recordOptOut(db, to, 'carrier', now);
    return sent;
  }
  return { ok: true, sid: sent.sid, segments: sent.segments };
}
