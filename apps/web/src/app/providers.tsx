import type { ReactNode } from 'react';
import { ToastProvider } from '../components/toast';

// No TanStack Query provider here: the query client loads with the first page or part of the header that
// needs it, each inside the client's provider (lib/query.ts), so it is not in the home page's first load.

export function Providers({ children }: { children: ReactNode }) {
  return <ToastProvider>{children}</ToastProvider>;
}
