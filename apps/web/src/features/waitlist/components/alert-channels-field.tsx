import {
  type AccountPhone,
  CHANNEL_CHOICE_LABELS,
  type DeliveryChannel,
  formatPhoneForDisplay,
  normaliseChannels,
  pathTo,
} from '@teewatch/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckboxChoicesField } from '../../../components/form/checkbox-field';
import { useAccountPhone } from '../../../lib/account-phone';
import { usePushDevices } from '../../../lib/push/push-subscriptions';
/** The channels a new request gets unless the golfer chooses: push as well once they have a device. */
export function defaultAlertChannels(hasPushDevice: boolean): DeliveryChannel[] {
  return hasPushDevice ? ['email', 'push'] : ['email'];
}

/**
 * The channels the form offers (issue 49): email always, text with a confirmed number, push with a device
 * turned on; and any the request already has, so the golfer can take it off.
 */
export function offeredChannels(options: {
  hasConfirmedPhone: boolean;
  hasPushDevice: boolean;
  chosen: readonly DeliveryChannel[];
}): DeliveryChannel[] {
  return normaliseChannels([
    'email',
    ...(options.hasConfirmedPhone ? (['sms'] as const) : []),
    ...(options.hasPushDevice ? (['push'] as const) : []),
    ...options.chosen,
  ]);
}

/** The chosen channels with `channel` added or taken off, in the one order. */
export function toggleChannel(
  chosen: readonly DeliveryChannel[],
  channel: DeliveryChannel,
  on: boolean,
): DeliveryChannel[] {
  return normaliseChannels(on ? [...chosen, channel] : chosen.filter((c) => c !== channel));
}

/** What the golfer has set up for each channel: undefined while it loads (or signed out). */
function useChannelSetUp(isSignedIn: boolean) {
  // Whether push can be offered: the golfer's devices (GET /api/push/subscriptions), once signed in.
  const devices = usePushDevices(isSignedIn);
  // Which number texts go to (GET /api/account/phone), once signed in.
  const phone = useAccountPhone(isSignedIn);
  const hasPushDevice = devices.data ? devices.data.length > 0 : devices.isError ? false : undefined;
  return { phone: phone.data, hasPushDevice };
}

const ACCOUNT_LINK_CLASS = 'font-medium text-emerald-800 underline hover:text-emerald-950';

/**
 * "Alert me by" (issue 49, decision 0260): one choice of the channels the golfer has set up: email always,
 * text once the account has a confirmed number (texts go only to it, never to a number typed here: decision
 * 0171), push once a phone or browser has alerts turned on. The hint says where texts go and where to set
 * up what is missing.
 */
export function AlertChannelsField({
  id,
  chosen,
  isSignedIn,
  invalid,
  onChange,
}: {
  id: string;
  /** The golfer's choice; undefined until they make one: then the server's default (defaultAlertChannels). */
  chosen: DeliveryChannel[] | undefined;
  isSignedIn: boolean;
  invalid: boolean;
  onChange: (channels: DeliveryChannel[]) => void;
}) {
  const { phone, hasPushDevice } = useChannelSetUp(isSignedIn);
  const value = chosen ?? defaultAlertChannels(hasPushDevice === true);
  const offered = offeredChannels({
    hasConfirmedPhone: phone?.confirmed === true,
    hasPushDevice: hasPushDevice === true,
    chosen: value,
  });
  return (
    <CheckboxChoicesField
      id={id}
      legend="Alert me by"
      choices={offered.map((channel) => ({ value: channel, label: CHANNEL_CHOICE_LABELS[channel] }))}
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
        <Link to={pathTo('account')} className={ACCOUNT_LINK_CLASS}>
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
