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
  Preview,
  Section,
  Text,
} from '@react-email/components';
import { render } from '@react-email/render';
import { TIME_ZONE } from '@teewatch/shared';
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
};

export type AlertEmailInput = {
  requestId: number;
  slots: AlertEmailSlot[];
  startHour: number;
  endHour: number;
  numberOfPlayers: number;
  expiresAt: Date;
  unsubscribeUrl: string;
  pauseUrl: string;
  dashboardUrl: string;
};

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
export function alertSubject(slots: AlertEmailSlot[]): string {
  const first = slots[0];
  if (!first) throw new Error('an alert email needs at least one slot');
  const more = slots.length > 1 ? ` (+${slots.length - 1} more)` : '';
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
  return `${formatSlotDate(slot.date)} at ${formatSlotTime(slot.time)} · ${slot.holes} holes · ${spotsText(slot.availableSpots)} · ${formatPrice(slot.price)}`;
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

function AlertEmail(input: AlertEmailInput) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{alertSubject(input.slots)}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Heading as="h1" style={{ fontSize: '20px' }}>
            {input.slots.length === 1
              ? 'A tee time you asked for is open'
              : 'Tee times you asked for are open'}
          </Heading>
          <Text>Book quickly: open tee times are often taken within minutes.</Text>
          {input.slots.map((slot) => (
            <Section key={`${slot.courseName}-${slot.date}-${slot.time}-${slot.holes}`} style={styles.slot}>
              <Text style={styles.slotTitle}>{slot.courseName}</Text>
              <Text style={styles.slotLine}>{slotLine(slot)}</Text>
              <Button href={slot.bookingUrl} style={styles.button}>
                {`Book at ${slot.courseName}`}
              </Button>
            </Section>
          ))}
          <Hr />
          <Text style={styles.small}>{`${describeRequest(input)} ${describeEnd(input)}`}</Text>
          <Text style={styles.small}>
            <Link href={input.pauseUrl}>Pause alerts</Link> ·{' '}
            <Link href={input.unsubscribeUrl}>Unsubscribe</Link> ·{' '}
            <Link href={input.dashboardUrl}>Manage your waitlist</Link>
          </Text>
        </Container>
      </Body>
    </Html>
  );
}

function alertText(input: AlertEmailInput): string {
  const lines = [
    input.slots.length === 1 ? 'A tee time you asked for is open.' : 'Tee times you asked for are open.',
    'Book quickly: open tee times are often taken within minutes.',
    '',
  ];
  for (const slot of input.slots) {
    lines.push(`${slot.courseName}`, `  ${slotLine(slot)}`, `  Book: ${slot.bookingUrl}`, '');
  }
  lines.push(
    describeRequest(input),
    describeEnd(input),
    '',
    `Pause alerts: ${input.pauseUrl}`,
    `Unsubscribe: ${input.unsubscribeUrl}`,
    `Manage your waitlist: ${input.dashboardUrl}`,
  );
  return lines.join('\n');
}

export async function renderAlertEmail(
  input: AlertEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: alertSubject(input.slots),
    html: await render(<AlertEmail {...input} />),
    text: alertText(input),
  };
}
