// What the retention feature offers the rest of the server; other features import only from here.
export { applyRetention, RETENTION_BATCH, type RetentionResult } from './apply-retention';
