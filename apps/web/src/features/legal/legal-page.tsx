import type { ReactNode } from 'react';

// The frame of the privacy and terms pages: one readable column, headed sections.

export function LegalPage({
  title,
  updated,
  children,
}: {
  title: string;
  updated: string;
  children: ReactNode;
}) {
  return (
    <article className="mx-auto w-full max-w-3xl space-y-6 px-4 py-10 text-slate-800 sm:px-6">
      <header>
        <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
        <p className="mt-2 text-sm text-slate-600">{`Version ${updated}`}</p>
      </header>
      {children}
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3 leading-relaxed">
      <h2 className="text-xl font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

/** An email address as a mailto: link, a URL as a link. */
export function ContactLink({ contact }: { contact: string }) {
  const href = contact.includes('@') && !contact.startsWith('http') ? `mailto:${contact}` : contact;
  return (
    <a href={href} className="font-medium text-emerald-800 underline">
      {contact}
    </a>
  );
}
