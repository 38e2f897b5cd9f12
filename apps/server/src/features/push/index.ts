// What the push feature offers the rest of the server; other features import only from here.
export { deliverPendingPushes, PUSH_TAKEN_BEFORE_RETRY, pushChannel } from './push-channel';
export type { PushClaim } from './push-claim.queries';
export { listDevices } from './push-devices';
