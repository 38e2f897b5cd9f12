// What auth offers the rest of the server; other features import only from here.

export { requireAdmin, requireUser } from '../../http/guards';
export { sessionRoute } from '../../http/session-route';
export { type Auth, createAuth } from './auth';
export { commonPasswordProblem } from './password-strength';
