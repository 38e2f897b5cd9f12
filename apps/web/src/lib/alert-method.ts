/** How a sent alert's method reads in the golfer's history and the admin console (push: issue 28). */
export const METHOD_NAMES: Record<'email' | 'sms' | 'push', string> = {
  email: 'Email',
  sms: 'SMS',
  push: 'Push',
};
