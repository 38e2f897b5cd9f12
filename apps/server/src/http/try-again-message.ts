/** The words of a 429 answer: who is waiting (this account, or this network's address) and for how long. */
export function tryAgainMessage(minutes: number, subject: 'account' | 'address'): string {
  const when = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return subject === 'account'
    ? `Too many failed sign-ins for this account. Please try again in ${when}.`
    : `Too many attempts from your network. Please try again in ${when}.`;
}
