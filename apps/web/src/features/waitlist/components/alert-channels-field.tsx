import { type AccountPhone, type DeliveryChannel, formatPhoneForDisplay } from '@teewatch/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckboxChoicesField } from '../../../components/form/checkbox-field';
import { offeredChannels, toggleChannel } from '../waitlist-form-rules';

const LABELS: Record<DeliveryChannel, string> = { email: 'Email', push: 'Push', sms: 'Text' };

const ACCOUNT_LINK_CLASS = 'font-medium text-emerald-800 underline hover:text-emerald-950';

/**
 * "Alert me by" (issue 49, decision 0260): one choice of the channels the golfer has set up: email always,
 * text once the account has a confirmed number (texts go only to it, never to a number typed here: decision
 * 0171), push once a phone or browser has alerts turned on. The hint says where texts go and where to set
 * up what is missing.
 */
export function AlertChannelsField({
  id,
  value,
  phone,
  hasPushDevice,
  isSignedIn,
  invalid,
  onChange,
}: {
  id: string;
  value: DeliveryChannel[];
  /** The account's number: undefined while it loads (or signed out), null when there is none. */
  phone: AccountPhone | null | undefined;
  /** undefined while the devices load (or signed out). */
  hasPushDevice: boolean | undefined;
  isSignedIn: boolean;
  invalid: boolean;
  onChange: (channels: DeliveryChannel[]) => void;
}) {
  const offered = offeredChannels({
    hasConfirmedPhone: phone?.confirmed === true,
    hasPushDevice: hasPushDevice === true,
    chosen: value,
  });
  return (
    <CheckboxChoicesField
      id={id}
      legend="Alert me by"
      choices={offered.map((channel) => ({ value: channel, label: LABELS[channel] }))}
      selected={value}
      onToggle={(channel, on) => onChange(toggleChannel(value, channel, on))}
      invalid={invalid}
      hint={channelsHint({ value, phone, hasPushDevice, isSignedIn })}
    />
  );
}

/** Where texts go, and where to set up the channels not offered yet (not while they load). */
function channelsHint({
  value,
  phone,
  hasPushDevice,
  isSignedIn,
}: {
  value: DeliveryChannel[];
  phone: AccountPhone | null | undefined;
  hasPushDevice: boolean | undefined;
  isSignedIn: boolean;
}): ReactNode {
  if (!isSignedIn) return 'Sign in to add text and push alerts in your account.';
  const lines: ReactNode[] = [];
  if (value.includes('sms') && phone?.confirmed && !phone.stopped)
    lines.push(`Texts go to ${formatPhoneForDisplay(phone.phone)}, the number confirmed on your account.`);
  if (value.includes('sms') && phone?.confirmed && phone.stopped)
    lines.push('Your number replied STOP: text START to resume, or choose Email.');
  if (value.includes('push') && hasPushDevice === false)
    lines.push('No phone or browser has alerts turned on: alerts go by email until one does.');
  const missing = [
    ...(phone === null || phone?.confirmed === false ? ['texts, confirm your mobile number'] : []),
    ...(hasPushDevice === false ? ['push, turn alerts on for this phone or browser'] : []),
  ];
  if (missing.length > 0)
    lines.push(
      <>
        For {missing.join('; for ')}:{' '}
        <Link to="/account" className={ACCOUNT_LINK_CLASS}>
          in your account
        </Link>
        .
      </>,
    );
  if (lines.length === 0) return null;
  return lines.map((line, index) => (
    <span key={index} className="block">
      {line}
    </span>
  ));
}
