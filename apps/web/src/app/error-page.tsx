import { Link } from 'react-router';

/** Shown for an unknown address, or when a page throws or its chunk cannot load (golfer-side §8). */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 text-slate-600">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-emerald-700 px-4 py-2 text-white"
        >
          Reload page
        </button>
        <Link to="/" className="rounded-lg border border-slate-300 px-4 py-2 text-slate-700">
          Go home
        </Link>
      </div>
    </main>
  );
}
