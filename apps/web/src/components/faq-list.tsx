import type { ReactNode } from 'react';

export type FaqItem = { question: string; answer: ReactNode };

/**
 * Questions as native disclosures (<details>/<summary>): keyboard and screen-reader support come
 * from the browser, with no script at all.
 */
export function FaqList({ title, items, headingId }: { title: string; items: FaqItem[]; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl">
      <h2 id={headingId} className="text-2xl font-semibold text-slate-900">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {items.map((item) => (
          <details key={item.question} className="group px-4 py-3">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium text-slate-900 focus-ring [&::-webkit-details-marker]:hidden">
              <span>{item.question}</span>
              <span aria-hidden="true" className="text-emerald-700 transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="mt-2 text-slate-700">{item.answer}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
