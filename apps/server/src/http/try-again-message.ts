/**
 * The words of a 429 answer: who is waiting (this account from this network, this network's address,
 * reset requests for one email address, or this network's searches without a session) and for how long.
 */
export function tryAgainMessage(
  minutes: number,
  subject: 'account' | 'address' | 'reset' | 'search',
): string {
  const when = `${minutes} minute${minutes === 1 ? '' : 's'}`;
  if (subject === 'account')
    return `Too many failed sign-ins for this account from your network. Please try again in ${when}.`;
  if (subject === 'reset')
    return `Too many password reset requests for this email address. Please try again in ${when}.`;
  if (subject === 'search')
    return `Too many searches from your network. Please sign in or try again in ${when}.`;
  return `Too many attempts from your network. Please try again in ${when}.`;
}
