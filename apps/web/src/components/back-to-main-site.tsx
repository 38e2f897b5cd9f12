import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { buttonClass } from './button';

/** The way out of the pages outside the site's layout (Admin Login, the password pages), centred under them. */
export function BackToMainSite({ className }: { className: string }) {
  return (
    <p className={`${className} text-center text-sm`}>
      <Link to={pathTo('home')} className={buttonClass({ variant: 'link' })}>
        ← Back to main site
      </Link>
    </p>
  );
}
