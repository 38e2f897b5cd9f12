import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountPhone, PhoneInput } from '@teewatch/shared';
import { PHONE_QUERY_KEY } from '../../../lib/account-phone';
import { apiRequest } from '../../../lib/api-client';

// The golfer's mobile number for text alerts (issue 36): GET, PUT (texts a code), confirm, DELETE.

/** Each change answers the number as it now is; requests that text follow it, so they are read again. */
function usePhoneChange<V>(call: (value: V) => Promise<AccountPhone | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (phone) => {
      queryClient.setQueryData(PHONE_QUERY_KEY, phone);
      void queryClient.invalidateQueries({ queryKey: ['monitoring-requests'] });
    },
  });
}

/** PUT /api/account/phone: the number and the ticked consent; a code is texted to it. */
export function useSavePhone() {
  return usePhoneChange((input: PhoneInput) =>
    apiRequest<AccountPhone>('/api/account/phone', { method: 'PUT', body: input }),
  );
}

/** POST /api/account/phone/confirm with the texted code. */
export function useConfirmPhone() {
  return usePhoneChange((code: string) =>
    apiRequest<AccountPhone>('/api/account/phone/confirm', { method: 'POST', body: { code } }),
  );
}

/** DELETE /api/account/phone: no more texts. */
export function useRemovePhone() {
  return usePhoneChange(async () => {
    await apiRequest<{ deleted: true }>('/api/account/phone', { method: 'DELETE' });
    return null;
  });
}
