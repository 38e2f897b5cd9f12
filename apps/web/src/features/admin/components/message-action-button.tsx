import type { UseMutationResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useToast } from '../../../components/toast';
import { BusyButton } from './busy-button';

/**
 * A toolbar button for an admin action the server answers with a message (Clear Cache, Cleanup Expired):
 * busy while it runs; the message shows in a success toast titled `title`, a failure goes to `onError`.
 */
export function MessageActionButton({
  action,
  title,
  onError,
  children,
}: {
  action: UseMutationResult<{ message: string }, Error, void>;
  title: string;
  onError: (failure: Error) => void;
  children: ReactNode;
}) {
  const toast = useToast();
  return (
    <BusyButton
      isBusy={action.isPending}
      onClick={() =>
        action.mutate(undefined, {
          onSuccess: (result) => toast.show({ type: 'success', title, message: result.message }),
          onError,
        })
      }
    >
      {children}
    </BusyButton>
  );
}
