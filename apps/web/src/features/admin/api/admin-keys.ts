// Query keys of the admin console; everything under ['admin'] is dropped on logout.
export const adminKeys = {
  all: ['admin'] as const,
  /** Per user: a refusal read for one account must not greet the next one. */
  access: (userId?: string) =>
    userId ? (['admin', 'access', userId] as const) : (['admin', 'access'] as const),
  dashboard: () => ['admin', 'dashboard'] as const,
  mirrorHealth: () => ['admin', 'mirror-health'] as const,
  requests: (params: object) => ['admin', 'requests', params] as const,
  requestsAll: () => ['admin', 'requests'] as const,
  notifications: (params: object) => ['admin', 'notifications', params] as const,
  notificationsAll: () => ['admin', 'notifications'] as const,
  courses: (params: object) => ['admin', 'golf-courses', 'list', params] as const,
  coursesAll: () => ['admin', 'golf-courses', 'list'] as const,
  courseStats: () => ['admin', 'golf-courses', 'stats'] as const,
  course: (id: number) => ['admin', 'golf-courses', 'detail', id] as const,
  courseUsage: (id: number) => ['admin', 'golf-courses', 'usage', id] as const,
  courseImages: (id: number) => ['admin', 'golf-courses', 'images', id] as const,
  outbox: () => ['admin', 'outbox'] as const,
  outboxMessage: (id: string) => ['admin', 'outbox', id] as const,
};
