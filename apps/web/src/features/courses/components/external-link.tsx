import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/button';
import { ExternalIcon } from './icons';

/** A link that opens another site in a new tab, and says so to screen readers. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={`inline-flex items-center gap-1.5 ${buttonClass({ variant: 'link' })}`}
    >
      {children}
      <ExternalIcon className="h-4 w-4" />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}
