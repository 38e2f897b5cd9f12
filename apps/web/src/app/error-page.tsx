import { pathTo } from '@teewatch/shared';
import { Link } from 'react-router';
import { Button, buttonClass } from '../components/button';

/**
 * The spec's default error page (golfer-side §8): shown when a page throws or its chunk cannot load
 * (route-error-boundary.tsx). It sits inside the page's <main>.
 */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 text-slate-600">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Link to={pathTo('home')} className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          Go home
        </Link>
      </div>
    </div>
  );
}
