// What the push feature offers the rest of the server; other features import only from here.
export { listPushDevices } from './claim-push';
export { deliverPendingPushes, type PushDeliveryResult } from './deliver-push';
export { listDevices } from './push-devices';
