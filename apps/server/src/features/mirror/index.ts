// What the tee-sheet mirror offers the rest of the server; other features import only from here.
export { clearMirror } from './clear-mirror';
export {
  type CourseIdsCheck,
  checkCourseIds,
  listUnreadCourses,
  type UnreadCourse,
  type UnreadReason,
} from './course-ids';
export { getMirrorHealth } from './mirror-health';
export { registerMirrorMetrics } from './mirror-metrics';
export {
  createMirrorScheduler,
  leaseSecondsFor,
  type MirrorScheduler,
  promoteScheduledReads,
  readTimeoutSecondsFor,
} from './mirror-scheduler';
export {
  claimMirrorReads,
  type HostState,
  listMirrorCourses,
  type MirrorCourse,
  type MirrorPair,
  pairTierOf,
  renewLeaseWhileReading,
} from './mirror-state';
export { cadenceSeconds, estimateRequests, planMirrorReads } from './plan-mirror-reads';
export { pruneMirror } from './prune-mirror';
export { type ReadOutcome, readCourseDay } from './read-course-day';
export { listWatchedPairKeys, recordSearchedPairs, SEARCH_WATCH_MINUTES } from './watched-pairs';
