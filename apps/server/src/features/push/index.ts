// What the push feature offers the rest of the server; other features import only from here.
export { listDevices } from './push-devices';
