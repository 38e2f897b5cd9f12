import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { authClient } from '../../../lib/auth-client';

/** Signs out; a failure is only logged (golfer-side §8), and `isSigningOut` drives the button state. */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [isSigningOut, setIsSigningOut] = useState(false);
  const queryClient = useQueryClient();

  async function signOut() {
    setIsSigningOut(true);
    try {
      const { error } = await authClient.signOut();
      if (error) console.error('Sign out failed', error);
      // Whatever was fetched as this user must not stay on screen for the next one.
      else void queryClient.invalidateQueries();
    } catch (error) {
      console.error('Sign out failed', error);
    } finally {
      setIsSigningOut(false);
    }
  }

  return { signOut, isSigningOut };
}
