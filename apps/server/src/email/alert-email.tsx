/** @jsxRuntime automatic */
/** @jsxImportSource react */
import { Hr, Link, Section, Text } from '@react-email/components';
import { render } from '@react-email/render';
import { formatDayLabel, upgradeNoteWords } from '@teewatch/shared';
import {
  type AlertEmailInput,
  alertSubject,
  bookedDateUrl,
  describeEnd,
  describeRequest,
  formatSlotDate,
  formatSlotTime,
  groupSlots,
  headline,
  moreText,
  slotLine,
} from './alert-email-words';
import { footerText } from './email-footer';
import { EmailButton, EmailHeading, EmailLayout, emailStyles } from './email-layout';

// The alert email's face: what the alerts feature and its tests use, wherever it is written.

const slotStyles = {
  slot: { border: '1px solid #d5e3d5', borderRadius: '6px', padding: '12px 16px', margin: '12px 0' },
  slotTitle: { fontSize: '16px', fontWeight: 700, margin: '0 0 4px' },
  slotLine: { fontSize: '14px', margin: '0 0 8px' },
} as const;

function StopLinks({ input }: { input: AlertEmailInput }) {
  return (
    <Text style={emailStyles.small}>
      <Link href={input.bookedUrl}>I booked it</Link> · <Link href={input.pauseUrl}>Pause alerts</Link>
      {' · '}
      <Link href={input.unsubscribeUrl}>Unsubscribe</Link>
      {' · '}
      <Link href={input.dashboardUrl}>Manage your waitlist</Link>
    </Text>
  );
}

/** An upgrade watch's alert: the time the golfer holds beside the new ones, and who releases it. */
function UpgradeNote({ input }: { input: AlertEmailInput }) {
  const words = upgradeNoteWords(input.holding!);
  return (
    <Section style={slotStyles.slot}>
      <Text style={slotStyles.slotLine}>{words.holding}</Text>
      <Text style={slotStyles.slotLine}>{words.release}</Text>
    </Section>
  );
}

// Pause and unsubscribe come first, before anything long: Gmail clips big messages at about 102 KB
// and a phone shows the top; the links repeat at the bottom where people look for them.
function AlertEmail(input: AlertEmailInput) {
  return (
    <EmailLayout preheader={alertSubject(input.slots, input.moreCount, input.heldBy)} footer={input.footer}>
      <StopLinks input={input} />
      <EmailHeading>{headline(input)}</EmailHeading>
      <Text>Book quickly: open tee times are often taken within minutes.</Text>
      {input.holding ? <UpgradeNote input={input} /> : null}
      {groupSlots(input.slots).map((group) => (
        <Section key={group.key} style={slotStyles.slot}>
          <Text style={slotStyles.slotTitle}>{`${group.courseName} · ${formatSlotDate(group.date)}`}</Text>
          {group.slots.map((slot) => (
            <Text key={`${slot.time}-${slot.holes}`} style={slotStyles.slotLine}>
              {`${slotLine(slot)} · `}
              {slot.pairedWith ? (
                <>
                  <Link href={slot.bookingUrl}>{`Book ${formatSlotTime(slot.time)}`}</Link>
                  {' · '}
                  <Link
                    href={slot.pairedWith.bookingUrl}
                  >{`Book ${formatSlotTime(slot.pairedWith.time)}`}</Link>
                </>
              ) : (
                <Link href={slot.bookingUrl}>Book</Link>
              )}
              {slot.calendarUrl ? (
                <>
                  {' · '}
                  <Link href={slot.calendarUrl}>Add to calendar</Link>
                </>
              ) : null}
              {slot.chooseOnSite ? ` · ${slot.chooseOnSite}` : null}
              {slot.usuallyGone ? ` · ${slot.usuallyGone}` : null}
            </Text>
          ))}
          <EmailButton href={group.slots[0]!.bookingUrl}>{`Book at ${group.courseName}`}</EmailButton>
          <Text style={emailStyles.small}>
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
      <Text style={emailStyles.small}>{`${describeRequest(input)} ${describeEnd(input)}`}</Text>
      <StopLinks input={input} />
    </EmailLayout>
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
  if (input.holding) {
    const words = upgradeNoteWords(input.holding);
    lines.push(words.holding, words.release, '');
  }
  for (const group of groupSlots(input.slots)) {
    lines.push(`${group.courseName} · ${formatSlotDate(group.date)}`);
    for (const slot of group.slots) {
      lines.push(`  ${slotLine(slot)}`);
      if (slot.pairedWith)
        lines.push(
          `  Book ${formatSlotTime(slot.time)}: ${slot.bookingUrl}`,
          `  Book ${formatSlotTime(slot.pairedWith.time)}: ${slot.pairedWith.bookingUrl}`,
        );
      else lines.push(`  Book: ${slot.bookingUrl}`);
      if (slot.chooseOnSite) lines.push(`  ${slot.chooseOnSite}`);
      if (slot.usuallyGone) lines.push(`  ${slot.usuallyGone}`);
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
    '',
    footerText(input.footer),
  );
  return lines.join('\n');
}

export async function renderAlertEmail(
  input: AlertEmailInput,
): Promise<{ subject: string; html: string; text: string }> {
  return {
    subject: alertSubject(input.slots, input.moreCount, input.heldBy),
    html: await render(<AlertEmail {...input} />),
    text: alertText(input),
  };
}
