// What auth offers the rest of the server; other features import only from here.
export { type Auth, createAuth } from './auth';
export { requireAdmin, requireUser } from './guards';
export { commonPasswordProblem } from './password-strength';
export { sessionRoute } from './session-route';
