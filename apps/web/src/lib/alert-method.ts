/** How a sent alert's method reads in the golfer's history and the admin console (push: issue 28). */
import type { DeliveryChannel } from '@teewatch/shared';

export const METHOD_NAMES: Record<DeliveryChannel, string> = {
  email: 'Email',
  sms: 'SMS',
  push: 'Push',
};
