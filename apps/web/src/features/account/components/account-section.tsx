import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/error-message';

/** What the last try of a section did: said politely (role status) or as an alert. */
export function Outcome({ outcome }: { outcome: { ok: boolean; text: string } | undefined }) {
  if (!outcome) return null;
  return outcome.ok ? (
    <p role="status" className="text-sm font-medium text-emerald-800">
      {outcome.text}
    </p>
  ) : (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
      {outcome.text}
    </p>
  );
}

export type SectionOutcome = { ok: boolean; text: string } | undefined;

/** A titled card of the account page. */
export function AccountSection({
  id,
  title,
  children,
  tone = 'normal',
}: {
  id: string;
  title: string;
  children: ReactNode;
  tone?: 'normal' | 'danger';
}) {
  const border = tone === 'danger' ? 'border-red-200' : 'border-slate-200';
  return (
    <section aria-labelledby={id} className={`rounded-2xl border ${border} bg-white p-6 shadow-sm`}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 space-y-4">{children}</div>
    </section>
  );
}

/** Runs a call and words what it did: `success`, else the failure's message (or `fallback` without one). */
export async function outcomeOf(
  call: () => Promise<unknown>,
  success: string,
  fallback: string,
): Promise<NonNullable<SectionOutcome>> {
  try {
    await call();
    return { ok: true, text: success };
  } catch (caught) {
    return { ok: false, text: errorMessage(caught, fallback) };
  }
}
