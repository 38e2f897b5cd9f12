/**
 * How the mirror hands new matches to delivery: once a read group's reads are stored, the requests
 * they matched openings to. The worker's implementation queues every channel's delivery with these
 * ids, which list them first (`deliverPending`'s `requestIds`).
 */
export type DeliveryHandOff = {
  deliverMatches(requestIds: number[]): Promise<void>;
};
