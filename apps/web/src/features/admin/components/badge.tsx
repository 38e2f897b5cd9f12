import { bookingSystemOf } from '@teewatch/shared';
import type { ReactNode } from 'react';

const TONES = {
  green: 'bg-emerald-100 text-emerald-800 ring-emerald-600/20',
  slate: 'bg-slate-100 text-slate-700 ring-slate-500/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  amber: 'bg-amber-100 text-amber-900 ring-amber-600/20',
  blue: 'bg-sky-100 text-sky-900 ring-sky-600/20',
  violet: 'bg-violet-100 text-violet-900 ring-violet-600/20',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

/** A course's booking system (its registry entry's name and colour); a directory-only course says so. */
export function SystemBadge({ apiType }: { apiType: string }) {
  const system = bookingSystemOf(apiType);
  return system ? <Badge tone={system.badgeTone}>{system.label}</Badge> : <Badge tone="slate">None</Badge>;
}

/** Whether a notification went out: Success or Failed. */
export function DeliveryBadge({ isSuccessful }: { isSuccessful: boolean }) {
  return isSuccessful ? <Badge tone="green">Success</Badge> : <Badge tone="red">Failed</Badge>;
}
