import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { errorMessage } from '../../../lib/error-message';
import {
  currentSubscription,
  notificationPermission,
  PushPermissionError,
  pushSupport,
  subscribeThisBrowser,
} from '../../../lib/push/push-device';
import {
  addPushSubscription,
  getPushPublicKey,
  PUSH_DEVICES_QUERY_KEY,
  type PushDevice,
  usePushDevices,
  useRemovePushDevice,
} from '../../../lib/push/push-subscriptions';
import { formatDate } from '../../../lib/vancouver-dates';
import { AccountSection, Outcome, type SectionOutcome } from './account-section';

export const PUSH_SECTION_TITLE = 'Phone and browser alerts';

/**
 * Push alerts on this device and the list of devices that get them (issue 28). The service worker registers
 * when this section shows (here push is used), never on the home page.
 */
export function PushSection() {
  const [support] = useState(pushSupport);
  const devices = usePushDevices();
  const [endpoint, setEndpoint] = useState<string | null>();
  const [permission, setPermission] = useState(notificationPermission);
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const [isBusy, setIsBusy] = useState(false);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (support !== 'supported') return;
    let isCurrent = true;
    currentSubscription()
      .then((subscription) => isCurrent && setEndpoint(subscription?.endpoint ?? null))
      .catch(() => isCurrent && setEndpoint(null));
    return () => {
      isCurrent = false;
    };
  }, [support]);

  const list = devices.data ?? [];
  const isThisDeviceOn = Boolean(endpoint) && list.some((device) => device.endpoint === endpoint);

  async function turnOn() {
    setOutcome(undefined);
    setIsBusy(true);
    try {
      const subscription = await subscribeThisBrowser(await getPushPublicKey());
      await addPushSubscription(subscription.toJSON());
      setEndpoint(subscription.endpoint);
      await queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_QUERY_KEY });
      setOutcome({ ok: true, text: 'Alerts are on for this device.' });
    } catch (caught) {
      setOutcome({ ok: false, text: turnOnFailure(caught) });
    } finally {
      setPermission(notificationPermission());
      setIsBusy(false);
    }
  }

  return (
    <AccountSection id="account-push" title={PUSH_SECTION_TITLE}>
      <p className="text-sm text-slate-700">
        Get a notification on this phone or computer the moment a tee time you are waiting for opens. Choose
        Email, Push or both on each waitlist request.
      </p>
      <ThisDevice
        support={support}
        permission={permission}
        isOn={isThisDeviceOn}
        isBusy={isBusy}
        onTurnOn={() => void turnOn()}
      />
      <Outcome outcome={outcome} />
      <DeviceList
        devices={list}
        isPending={devices.isPending}
        error={devices.error}
        thisEndpoint={endpoint ?? undefined}
        onRemoved={(device) => {
          if (device.endpoint && device.endpoint === endpoint) setEndpoint(null);
        }}
      />
    </AccountSection>
  );
}

/** Words for a failed "turn on": the permission, the browser's push service, or the server's answer. */
function turnOnFailure(caught: unknown): string {
  if (caught instanceof PushPermissionError) return caught.message;
  if (caught instanceof DOMException) {
    return 'This browser could not set up push alerts (its push service did not answer). Try again later.';
  }
  return errorMessage(caught, 'Could not turn on alerts for this device');
}

function ThisDevice(props: {
  support: ReturnType<typeof pushSupport>;
  permission: NotificationPermission;
  isOn: boolean;
  isBusy: boolean;
  onTurnOn: () => void;
}) {
  if (props.support === 'needs-install') {
    return (
      <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
        On iPhone and iPad, add Teewatch to your Home Screen first: tap Share, then Add to Home Screen. Open
        Teewatch from there and turn alerts on on this page.
      </p>
    );
  }
  if (props.support === 'unsupported') {
    return (
      <p className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-800">
        This browser cannot receive push alerts. Your email alerts still arrive; try another browser or your
        phone to get pushes too.
      </p>
    );
  }
  if (props.isOn) {
    return <p className="text-sm font-medium text-emerald-800">Alerts are on for this device.</p>;
  }
  return (
    <div className="space-y-3">
      {props.permission === 'denied' && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950">
          Notifications are blocked for Teewatch in this browser. Allow them in the site settings, then turn
          alerts on.
        </p>
      )}
      <Button onClick={props.onTurnOn} disabled={props.isBusy}>
        {props.isBusy ? 'Turning on...' : 'Turn On Alerts on This Device'}
      </Button>
    </div>
  );
}

function DeviceList(props: {
  devices: PushDevice[];
  isPending: boolean;
  error: Error | null;
  thisEndpoint: string | undefined;
  onRemoved: (device: PushDevice) => void;
}) {
  const remove = useRemovePushDevice();
  const [outcome, setOutcome] = useState<SectionOutcome>();

  async function removeDevice(device: PushDevice) {
    setOutcome(undefined);
    try {
      await remove.mutateAsync(device.id);
      if (device.endpoint && device.endpoint === props.thisEndpoint) {
        await (await currentSubscription().catch(() => null))?.unsubscribe();
      }
      props.onRemoved(device);
      setOutcome({ ok: true, text: `${deviceName(device)} no longer gets alerts.` });
    } catch (caught) {
      setOutcome({ ok: false, text: errorMessage(caught, 'Could not remove the device') });
    }
  }

  if (props.isPending) return <p className="text-sm text-slate-600">Loading your devices...</p>;
  if (props.error) {
    return (
      <Outcome outcome={{ ok: false, text: errorMessage(props.error, 'Could not load your devices') }} />
    );
  }
  return (
    <div className="border-t border-slate-200 pt-4">
      <h3 className="text-sm font-semibold text-slate-900">Devices that get alerts</h3>
      {props.devices.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">None yet. Alerts go by email only.</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-200">
          {props.devices.map((device) => {
            const name = deviceName(device);
            const isThis = Boolean(device.endpoint) && device.endpoint === props.thisEndpoint;
            return (
              <li key={device.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span className="text-sm text-slate-800">
                  <span className="font-medium">{name}</span>
                  {isThis && <span className="text-slate-600"> (this device)</span>}
                  <span className="block text-xs text-slate-600">
                    Added {formatDate(device.created_at)}
                    {device.last_success_at ? ` · last alert ${formatDate(device.last_success_at)}` : ''}
                  </span>
                </span>
                <Button
                  variant="dangerOutline"
                  size="sm"
                  onClick={() => void removeDevice(device)}
                  disabled={remove.isPending}
                  aria-label={`Remove ${name}${isThis ? ' (this device)' : ''}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <div className="mt-2">
        <Outcome outcome={outcome} />
      </div>
    </div>
  );
}

/** The server's label, else the push service's host (fcm.googleapis.com, web.push.apple.com, ...). */
export function deviceName(device: PushDevice): string {
  if (device.device_label) return device.device_label;
  try {
    return device.endpoint ? `Browser (${new URL(device.endpoint).host})` : 'Browser';
  } catch {
    return 'Browser';
  }
}
