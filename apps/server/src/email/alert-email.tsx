/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { TZDate } from '@date-fns/tz';
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Hr,
  Html,
  Link,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { formatDayLabel, TIME_ZONE } from '@teewatch/shared';
import { format } from 'date-fns';

export type AlertEmailSlot = {
  courseName: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM, Vancouver wall clock */
  time: string;
  holes: number;
  availableSpots: number;
  price: number | null;
  bookingUrl: string;
  /**
   * Set when the booking link cannot land on the time itself: the words beside it, e.g.
   * "Choose 7:10 AM on Sat, Dec 5 on the course's site". Absent in emails claimed before it existed.
   */
  chooseOnSite?: string;
  /** The slot's "Add to calendar" .ics link (absent in emails claimed before it existed). */
  calendarUrl?: string;
};

/** At most this many slots are listed in one email; the rest are one link away (issue 12). */
export const MAX_LISTED_SLOTS = 20;

export type AlertEmailInput = {
  requestId: number;
  /** The request's first email: a summary of what is open now. Later emails list what opened since. */
  isFirst: boolean;
  /** The listed slots, at most MAX_LISTED_SLOTS, in date, time and course order. */
  slots: AlertEmailSlot[];
  /** Matching slots not listed, and the tee-times page that shows them. */
  moreCount: number;
  moreUrl: string;
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  expiresAt: Date;
  unsubscribeUrl: string;
  pauseUrl: string;
  /** The "I booked it" page for the whole request; a date group's link adds `&date=`. */
  bookedUrl: string;
  dashboardUrl: string;
};

/** The "I booked it" link for one date of the request. */
export function bookedDateUrl(bookedUrl: string, date: string): string {
  return `${bookedUrl}&date=${date}`;
}

export function formatSlotDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return format(new Date(y, m - 1, d), 'EEE MMM d');
}

export function formatSlotTime(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return format(new Date(2000, 0, 1, h, m), 'h:mm a');
}

function formatHour(hour: number): string {
  return format(new Date(2000, 0, 1, hour % 24, 0), 'h:mm a');
}

function formatPrice(price: number | null): string {
  return price === null ? 'Price not listed' : `$${price.toFixed(2)} per player`;
}

function spotsText(spots: number): string {
  return spots === 1 ? '1 spot' : `${spots} spots`;
}

function partyText(numberOfPlayers: number): string {
  return numberOfPlayers === 0 ? 'Any party size' : `${numberOfPlayers} players`;
}

/** "Tee time open: Fraserview Golf Course, Sat Jun 13 at 7:12 AM (+2 more)" */
export function alertSubject(slots: AlertEmailSlot[], moreCount = 0): string {
  const first = slots[0];
  if (!first) throw new Error('an alert email needs at least one slot');
  const others = slots.length - 1 + moreCount;
  const more = others > 0 ? ` (+${others} more)` : '';
  return `Tee time open: ${first.courseName}, ${formatSlotDate(first.date)} at ${formatSlotTime(first.time)}${more}`;
}

function describeWindow(input: AlertEmailInput): string {
  return `${formatHour(input.startHour)} to ${formatHour(input.endHour)}, ${partyText(input.numberOfPlayers)}`;
}

function describeExpiry(expiresAt: Date): string {
  return format(new TZDate(expiresAt, TIME_ZONE), "EEE MMM d, yyyy 'at' h:mm a");
}

function describeRequest(input: AlertEmailInput): string {
  return `Waitlist Request #${input.requestId}: ${describeWindow(input)}.`;
}

function describeEnd(input: AlertEmailInput): string {
  return `Monitoring ends ${describeExpiry(input.expiresAt)} (Vancouver time).`;
}

function slotLine(slot: AlertEmailSlot): string {
  return `${formatSlotTime(slot.time)} · ${slot.holes} holes · ${spotsText(slot.availableSpots)} · ${formatPrice(slot.price)}`;
}

type SlotGroup = { key: string; courseName: string; date: string; slots: AlertEmailSlot[] };

/** Slots grouped by (date, course), groups in date then course order, times in order within each. */
export function groupSlots(slots: AlertEmailSlot[]): SlotGroup[] {
  const groups = new Map<string, SlotGroup>();
  const ordered = [...slots].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.courseName.localeCompare(b.courseName) ||
      a.time.localeCompare(b.time),
  );
  for (const slot of ordered) {
    const key = `${slot.date}|${slot.courseName}`;
    const group = groups.get(key) ?? { key, courseName: slot.courseName, date: slot.date, slots: [] };
    group.slots.push(slot);
    groups.set(key, group);
  }
  return [...groups.values()];
}

function timesText(count: number): string {
  return count === 1 ? '1 tee time' : `${count} tee times`;
}

function headline(input: AlertEmailInput): string {
  const total = input.slots.length + input.moreCount;
  if (input.isFirst) return `${timesText(total)} you asked for ${total === 1 ? 'is' : 'are'} open now`;
  return total === 1
    ? 'A tee time you asked for just opened'
    : `${total} tee times you asked for just opened`;
}

function moreText(input: AlertEmailInput): string {
  return `${input.moreCount} more ${input.moreCount === 1 ? 'time is' : 'times are'} open: see them all on Teewatch`;
}

const styles = {
  body: { backgroundColor: '#f4f7f4', fontFamily: 'Helvetica, Arial, sans-serif', color: '#1f2a1f' },
  container: { backgroundColor: '#ffffff', margin: '24px auto', padding: '24px', maxWidth: '560px' },
  slot: { border: '1px solid #d5e3d5', borderRadius: '6px', padding: '12px 16px', margin: '12px 0' },
  slotTitle: { fontSize: '16px', fontWeight: 700, margin: '0 0 4px' },
  slotLine: { fontSize: '14px', margin: '0 0 8px' },
  button: {
    backgroundColor: '#2f7d32',
    color: '#ffffff',
    padding: '8px 14px',
    borderRadius: '4px',
    fontSize: '14px',
    textDecoration: 'none',
  },
  small: { fontSize: '12px', color: '#5a665a' },
} as const;

function StopLinks({ input }: { input: AlertEmailInput }) {
  return (
    <Text style={styles.small}>
      <Link href={input.bookedUrl}>I booked it</Link> · <Link href={input.pauseUrl}>Pause alerts</Link>
      {' · '}
      <Link href={input.unsubscribeUrl}>Unsubscribe</Link>
      {' · '}
      <Link href={input.dashboardUrl}>Manage your waitlist</Link>
    </Text>
  );
}

/**
 * The inbox preview line. React Email's <Preview> pads with about 1.7 KB of invisible characters, which
 * would push the unsubscribe link out of the first 2 KB; a short pad keeps the body out of most previews.
 */
function Preheader({ text }: { text: string }) {
  return (
    <div
      style={{
        display: 'none',
        overflow: 'hidden',
        lineHeight: '1px',
        opacity: 0,
        maxHeight: 0,
        maxWidth: 0,
      }}
    >
      {`${text}${'\u00a0\u200c'.repeat(24)}`}
    </div>
  );
}

// Pause and unsubscribe come first, before anything long: Gmail clips big messages at about 102 KB
// and a phone shows the top; the links repeat at the bottom where people look for them.
function AlertEmail(input: AlertEmailInput) {
  return (
    <Html lang="en">
      <Head />
      <Body style={styles.body}>
        <Preheader text={alertSubject(input.slots, input.moreCount)} />
        <Container style={styles.container}>
          <StopLinks input={input} />
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {headline(input)}
          </Heading>
          <Text>Book quickly: open tee times are often taken within minutes.</Text>
          {groupSlots(input.slots).map((group) => (
            <Section key={group.key} style={styles.slot}>
              <Text style={styles.slotTitle}>{`${group.courseName} · ${formatSlotDate(group.date)}`}</Text>
              {group.slots.map((slot) => (
                <Text key={`${slot.time}-${slot.holes}`} style={styles.slotLine}>
                  {`${slotLine(slot)} · `}
                  <Link href={slot.bookingUrl}>Book</Link>
                  {slot.calendarUrl ? (
                    <>
                      {' · '}
                      <Link href={slot.calendarUrl}>Add to calendar</Link>
                    </>
                  ) : null}
                  {slot.chooseOnSite ? ` · ${slot.chooseOnSite}` : null}
                </Text>
              ))}
              <Button href={group.slots[0]!.bookingUrl} style={styles.button}>
                {`Book at ${group.courseName}`}
              </Button>
              <Text style={styles.small}>
                <Link href={bookedDateUrl(input.bookedUrl, group.date)}>
                  {`I booked it: stop alerts for ${formatDayLabel(group.date)}`}
                </Link>
              </Text>
            </Section>
          ))}
          {input.moreCount > 0 ? (
            <Text>
              <Link href={input.moreUrl}>{moreText(input)}</Link>
            </Text>
          ) : null}
          <Hr />
          <Text style={styles.small}>{`${describeRequest(input)} ${describeEnd(input)}`}</Text>
          <StopLinks input={input} />
        </Container>
      </Body>
    </Html>
  );
}

function alertText(input: AlertEmailInput): string {
  const stop = [
    `I booked it: ${input.bookedUrl}`,
    `Pause alerts: ${input.pauseUrl}`,
    `Unsubscribe: ${input.unsubscribeUrl}`,
  ];
  const lines = [
    `${headline(input)}.`,
    'Book quickly: open tee times are often taken within minutes.',
    ...stop,
    '',
  ];
  for (const group of groupSlots(input.slots)) {
    lines.push(`${group.courseName} · ${formatSlotDate(group.date)}`);
    for (const slot of group.slots) {
      lines.push(`  ${slotLine(slot)}`, `  Book: ${slot.bookingUrl}`);
      if (slot.chooseOnSite) lines.push(`  ${slot.chooseOnSite}`);
      if (slot.calendarUrl) lines.push(`  Add to calendar: ${slot.calendarUrl}`);
    }
    lines.push(
      `  I booked it: stop alerts for ${formatDayLabel(group.date)}: ${bookedDateUrl(input.bookedUrl, group.date)}`,
      '',
    );
  }
  if (input.moreCount > 0) lines.push(`${moreText(input)}: ${input.moreUrl}`, '');
  lines.push(
    describeRequest(input),
    describeEnd(input),
    '',
    ...stop,
    `Manage your waitlist: ${input.dashboardUrl}`,
  );
  return lines.join('\n');
}

export async function renderAlertEmail(
  input: AlertEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: alertSubject(input.slots, input.moreCount),
    html: await render(<AlertEmail {...input} />),
    text: alertText(input),
  };
}
