// What the booked feature offers the rest of the server; other features import only from here.
export { type BookedOutcome, markBooked } from './booked.service';
export { type HoldOutcome, holdForBetter } from './hold-for-better';
