import { EMAIL_CONFIRMED_FLAG, pathTo } from '@teewatch/shared';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useToast } from '../../components/toast';
import { refreshSession } from '../../lib/session';

export const EMAIL_CONFIRMED_TOAST = {
  type: 'success',
  title: 'Email confirmed',
  message: 'Waitlist alerts will now be emailed to you.',
} as const;
export const EMAIL_LINK_FAILED_TOAST = {
  type: 'error',
  title: 'Confirmation link not valid',
  message: 'This confirmation link is not valid or has expired. Use Resend to get a new one.',
} as const;

/**
 * The confirmation email's link lands on /dashboard?email-confirmed=1 (better-auth adds `&error=…` when
 * the link was bad or expired): say which, once, and leave a clean address behind (decision 0100).
 */
export function useEmailConfirmedToast(): void {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const toast = useToast();
  const isShown = useRef(false);
  const flag = params.get(EMAIL_CONFIRMED_FLAG);
  const error = params.get('error');
  useEffect(() => {
    if (!flag || isShown.current) return;
    isShown.current = true;
    toast.show(error ? EMAIL_LINK_FAILED_TOAST : EMAIL_CONFIRMED_TOAST);
    void refreshSession();
    navigate(pathTo('dashboard'), { replace: true });
  }, [flag, error, toast, navigate]);
}
