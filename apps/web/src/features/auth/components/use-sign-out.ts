import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { signOut as signOutOfAuth } from '../../../lib/auth-client';

/** Signs out; a failure is only logged (golfer-side §8), and `isSigningOut` drives the button state. */
export function useSignOut(): { signOut: () => Promise<void>; isSigningOut: boolean } {
  const [isSigningOut, setIsSigningOut] = useState(false);
  const queryClient = useQueryClient();

  async function signOut() {
    setIsSigningOut(true);
    try {
      await signOutOfAuth();
      // Whatever was fetched as this user must not stay on screen for the next one.
      void queryClient.invalidateQueries();
    } catch (error) {
      console.error('Sign out failed', error);
    } finally {
      setIsSigningOut(false);
    }
  }

  return { signOut, isSigningOut };
}
