import {
  CHANNEL_NAMES,
  channelsOfRequest,
  formatClockTime,
  formatDayLabel,
  formatDayLabelWithYear,
  type MonitoringRequest,
  type RequestDisplayStatus,
  requestDisplayStatus,
} from '@teewatch/shared';

// How the dashboard presents a request (golfer-side §2, §4, §9), pure so it is tested on its own.

export function formatPreferredDate(isoDate: string): string {
  return formatDayLabelWithYear(isoDate);
}

/** "18:00" → "6:00 PM", the one time format. */
export const formatTime12 = formatClockTime;

export function formatTimeRange(request: Pick<MonitoringRequest, 'start_time' | 'end_time'>): string {
  return `${formatTime12(request.start_time)} - ${formatTime12(request.end_time)}`;
}

export function playersLabel(numberOfPlayers: number): string {
  return numberOfPlayers === 0 ? 'Any' : String(numberOfPlayers);
}

/**
 * The channels and where they reach (the spec's notification method with contact: email shows the email,
 * sms the phone, both shows both); push alone goes to the golfer's devices (decision 0260).
 */
export function notificationLabel(
  request: Pick<
    MonitoringRequest,
    'alert_channels' | 'notification_method' | 'alert_channel' | 'contact_email' | 'contact_phone'
  >,
): { method: string; contact: string } {
  const channels = channelsOfRequest(request);
  // "Email & push", "Push & SMS": the first as it is named, the others lower case unless an acronym.
  const words = channels.map((channel, index) =>
    index === 0 || CHANNEL_NAMES[channel] === CHANNEL_NAMES[channel].toUpperCase()
      ? CHANNEL_NAMES[channel]
      : CHANNEL_NAMES[channel].toLowerCase(),
  );
  const method = words.length > 1 ? `${words.slice(0, -1).join(', ')} & ${words.at(-1)}` : (words[0] ?? '');
  const contacts = [
    ...(channels.includes('email') ? [request.contact_email] : []),
    ...(channels.includes('sms') ? [request.contact_phone ?? ''] : []),
  ].filter(Boolean);
  return { method, contact: contacts.length > 0 ? contacts.join(' · ') : 'your phones and browsers' };
}

/** "Checked 40 s ago" from last_checked_at; "Not checked yet" when the engine has not polled. */
export function freshnessLabel(lastCheckedAt: string | null, now: Date): string {
  if (!lastCheckedAt) return 'Not checked yet';
  const seconds = Math.max(0, Math.round((now.getTime() - new Date(lastCheckedAt).getTime()) / 1000));
  if (seconds < 60) return `Checked ${seconds} s ago`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Checked ${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `Checked ${hours} h ago`;
  return `Checked ${Math.floor(hours / 24)} d ago`;
}

export const STATUS_LABELS: Record<RequestDisplayStatus, string> = {
  active: 'Active',
  paused: 'Paused',
  expired: 'Expired',
};

const SENT_AT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'America/Vancouver',
});

/** When an alert went out, on Vancouver's clock: "Jun 14, 2030, 6:05 AM". */
export function formatSentAt(isoTimestamp: string): string {
  return SENT_AT.format(new Date(isoTimestamp));
}

/** Tabs and counters use is_active alone, so an expired request still flagged active stays under Active. */
export function splitRequests(requests: MonitoringRequest[]): {
  active: MonitoringRequest[];
  previous: MonitoringRequest[];
} {
  return {
    active: requests.filter((request) => request.is_active),
    previous: requests.filter((request) => !request.is_active),
  };
}

export { requestDisplayStatus };

/**
 * The dates a request still watches and the ones the golfer booked ("I booked it", decision 0071). A
 * request ended by booking its last date keeps that date in preferred_dates; it is shown as booked only.
 */
export function requestDates(request: Pick<MonitoringRequest, 'preferred_dates' | 'booked_dates'>): {
  watched: string[];
  booked: string[];
} {
  const booked = [...(request.booked_dates ?? [])].sort();
  return { watched: request.preferred_dates.filter((date) => !booked.includes(date)), booked };
}

/** "Sat, Dec 5, Sun, Dec 6" */
export function bookedDatesLabel(dates: readonly string[]): string {
  return dates.map(formatDayLabel).join(', ');
}
