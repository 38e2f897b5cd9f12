// What the account feature offers the rest of the server; other features import only from here.
export { eraseAccount } from './account-deletion';
