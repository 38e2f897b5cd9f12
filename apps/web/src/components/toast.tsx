import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { systemClock } from '../lib/clock';

// Toasts per golfer-side §2: success or error, title and message, top right, auto-dismiss after
// 4000 ms with a shrinking progress bar, manually closable, 300 ms exit animation.

export const TOAST_DURATION_MS = 4000;
export const TOAST_EXIT_MS = 300;

export type ToastInput = { type: 'success' | 'error'; title: string; message?: string };
type ToastItem = ToastInput & { id: number; leaving: boolean };

const ToastContext = createContext<{ show: (toast: ToastInput) => void } | undefined>(undefined);

/** One message per toast: a message that only repeats the title (e.g. "Cache cleared" twice) is dropped. */
export function oneMessage(toast: ToastInput): ToastInput {
  const same = toast.message?.trim().replace(/\.$/, '').toLowerCase() === toast.title.trim().toLowerCase();
  return same ? { type: toast.type, title: toast.title } : toast;
}

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);

  const dismiss = useCallback((id: number) => {
    setToasts((list) => list.map((toast) => (toast.id === id ? { ...toast, leaving: true } : toast)));
    setTimeout(() => setToasts((list) => list.filter((toast) => toast.id !== id)), TOAST_EXIT_MS);
  }, []);

  const show = useCallback((toast: ToastInput) => {
    const item = { ...oneMessage(toast), id: systemClock().getTime() + Math.random(), leaving: false };
    setToasts((list) => [...list, item]);
  }, []);

  const value = useMemo(() => ({ show }), [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed top-4 right-4 z-[60] flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-3"
      >
        {toasts.map((toast) => (
          <Toast key={toast.id} toast={toast} onDismiss={() => dismiss(toast.id)} />
        ))}
      </div>
    </ToastContext.Provider>
  );
}

function Toast({ toast, onDismiss }: { toast: ToastItem; onDismiss: () => void }) {
  useEffect(() => {
    const timer = setTimeout(onDismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [onDismiss]);
  const isSuccess = toast.type === 'success';
  return (
    <div
      role={isSuccess ? 'status' : 'alert'}
      className={`pointer-events-auto overflow-hidden rounded-lg border bg-white shadow-lg transition-all duration-300 ${
        toast.leaving ? 'translate-x-4 opacity-0' : 'translate-x-0 opacity-100'
      } ${isSuccess ? 'border-emerald-200' : 'border-red-200'}`}
    >
      <div className="flex items-start gap-3 p-4">
        <span aria-hidden="true" className={isSuccess ? 'text-emerald-600' : 'text-red-600'}>
          {isSuccess ? '✓' : '!'}
        </span>
        <div className="flex-1">
          <p className="font-medium text-slate-900">{toast.title}</p>
          {toast.message ? <p className="mt-1 text-sm text-slate-600">{toast.message}</p> : null}
        </div>
        <button
          type="button"
          onClick={onDismiss}
          aria-label="Close notification"
          className="text-slate-400 hover:text-slate-700"
        >
          ✕
        </button>
      </div>
      <div
        className={`h-1 origin-left ${isSuccess ? 'bg-emerald-500' : 'bg-red-500'}`}
        style={{ animation: `toast-progress ${TOAST_DURATION_MS}ms linear forwards` }}
      />
    </div>
  );
}

export function useToast(): { show: (toast: ToastInput) => void } {
  const context = useContext(ToastContext);
  if (!context) throw new Error('useToast must be used inside ToastProvider');
  return context;
}
