/**
 * The words of a 429 answer: who is waiting (this account from this network, this network's address, or
 * reset requests for one email address) and for how long.
 */
export function tryAgainMessage(minutes: number, subject: 'account' | 'address' | 'reset'): string {
  const when = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  if (subject === 'account')
    return `Too many failed sign-ins for this account from your network. Please try again in ${when}.`;
  if (subject === 'reset')
    return `Too many password reset requests for this email address. Please try again in ${when}.`;
  return `Too many attempts from your network. Please try again in ${when}.`;
}
