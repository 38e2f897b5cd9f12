import { type AccountPhone, formatPhoneForDisplay, type NotificationMethod, pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { RadioGroupField } from '../../../components/form/radio-choices';

const CHOICES: { value: NotificationMethod; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'sms', label: 'Text' },
  { value: 'both', label: 'Email and text' },
];

/**
 * Email, text or both (the spec's notification_method; issue 36). A text goes to the account's confirmed
 * mobile number, never to a number typed here: the hint says which number, or where to add and confirm
 * one, and the server refuses a text request without one (naming the phone field).
 */
export function TextChoiceField({
  id,
  value,
  phone,
  isSignedIn,
  onChange,
}: {
  id: string;
  value: NotificationMethod;
  /** The account's number: undefined while it loads (or signed out), null when there is none. */
  phone: AccountPhone | null | undefined;
  isSignedIn: boolean;
  onChange: (method: NotificationMethod) => void;
}) {
  return (
    <RadioGroupField
      id={id}
      legend="Email or text message"
      name="notificationMethod"
      choices={CHOICES}
      value={value}
      onChange={onChange}
      hint={value !== 'email' && <TextsHint phone={phone} isSignedIn={isSignedIn} />}
    />
  );
}

/** Which number the texts go to, or where to add and confirm one. */
function TextsHint({ phone, isSignedIn }: { phone: AccountPhone | null | undefined; isSignedIn: boolean }) {
  if (phone?.confirmed && !phone.stopped)
    return `Texts go to ${formatPhoneForDisplay(phone.phone)}, the number confirmed on your account.`;
  if (phone?.confirmed && phone.stopped)
    return 'Your number replied STOP: text START to resume, or choose Email.';
  return (
    <>
      Texts go only to a mobile number you have confirmed:{' '}
      <Link to={pathTo('account')} className="font-medium text-emerald-800 underline hover:text-emerald-950">
        {isSignedIn ? 'add and confirm one in your account' : 'sign in, then add one in your account'}
      </Link>
      .
    </>
  );
}
