import type { AlertChannel } from '@teewatch/shared';
import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { RadioGroupField } from '../../../components/form/radio-choices';

const CHOICES: { value: AlertChannel; label: string }[] = [
  { value: 'email', label: 'Email' },
  { value: 'push', label: 'Push' },
  { value: 'both', label: 'Both' },
];

/**
 * Where a request's alerts go (issue 28): email, push to the golfer's phones and browsers, or both. Push
 * alone needs a device, else nothing would reach the golfer; Both without one emails until a device is added.
 */
export function AlertChannelField({
  id,
  value,
  hasPushDevice,
  isSignedIn,
  onChange,
}: {
  id: string;
  value: AlertChannel;
  /** undefined while the devices load (or signed out). */
  hasPushDevice: boolean | undefined;
  isSignedIn: boolean;
  onChange: (channel: AlertChannel) => void;
}) {
  const isPushOff = hasPushDevice !== true;
  // Not while the devices load: a golfer with a phone would see the hint flash.
  const showsHint = hasPushDevice === false || !isSignedIn;
  return (
    <RadioGroupField
      id={id}
      legend="Notification method"
      name="alertChannel"
      choices={CHOICES}
      value={value}
      onChange={onChange}
      isDisabled={(choice) => choice === 'push' && isPushOff && value !== 'push'}
      hint={showsHint && <PushHint isSignedIn={isSignedIn} isPushChosen={value === 'push'} />}
    />
  );
}

/** Where to turn push on, and that a push-only request sends nothing until then. */
function PushHint({ isSignedIn, isPushChosen }: { isSignedIn: boolean; isPushChosen: boolean }) {
  return (
    <>
      {isSignedIn ? (
        <>
          Push needs a phone or browser with alerts turned on:{' '}
          <Link
            to={pathTo('account')}
            className="font-medium text-emerald-800 underline hover:text-emerald-950"
          >
            turn them on in your account
          </Link>
          .
        </>
      ) : (
        'Push needs a phone or browser with alerts turned on in your account after you sign in.'
      )}
      {isPushChosen && ' Until then, this request sends no alerts.'}
    </>
  );
}
