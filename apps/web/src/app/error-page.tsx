import { Link } from 'react-router';
import { Button, buttonClass } from '../components/button';

/** Shown for an unknown address, or when a page throws or its chunk cannot load (golfer-side §8). */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 text-slate-600">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        <Button size="lg" onClick={() => window.location.reload()}>
          Reload page
        </Button>
        <Link to="/" className={buttonClass({ variant: 'secondary', size: 'lg' })}>
          Go home
        </Link>
      </div>
    </main>
  );
}
