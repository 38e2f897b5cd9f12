import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { buttonClass } from '../components/button';

export const NOT_FOUND_TITLE = 'Page Not Found';

/**
 * An address no route knows, or a page whose subject the server does not have (a 404 answer reached the
 * route's error boundary). Worded like the spec's course page ("Course Not Found", "… doesn't exist").
 */
export function NotFoundPage() {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">{NOT_FOUND_TITLE}</h1>
      <p className="mt-4 text-slate-700">The page you're looking for doesn't exist.</p>
      <p className="mt-1 text-sm text-slate-600">404 Not Found</p>
      <div className="mt-8 flex justify-center">
        <Link to={pathTo('home')} className={buttonClass({ size: 'lg' })}>
          Go home
        </Link>
      </div>
    </div>
  );
}
