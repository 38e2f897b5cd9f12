// What the still-open feature offers outside it: the Book click's one read of the mirror, for bench:tables.
export { type LinkedSlot, selectLinkedSlot } from './still-open.queries';
