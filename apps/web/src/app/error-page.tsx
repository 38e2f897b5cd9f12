import { Link } from 'react-router';

/** Shown for an unknown address, or when a page throws or its chunk cannot load (golfer-side §8). */
export function ErrorPage({ detail }: { detail?: string }) {
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-semibold text-slate-900">Unexpected Application Error!</h1>
      {detail ? <p className="mt-4 text-slate-600">{detail}</p> : null}
      <div className="mt-8 flex justify-center gap-4">
        {/* Button's looks, spelled out: this page is in every first page's JavaScript, which stays out of
            components/button.tsx for the home page's budget (see there). */}
        <button
          type="button"
          onClick={() => window.location.reload()}
          className="rounded-lg bg-emerald-700 px-5 py-2.5 font-semibold text-white hover:bg-emerald-800 focus-ring"
        >
          Reload page
        </button>
        <Link
          to="/"
          className="rounded-lg border border-slate-300 bg-white px-5 py-2.5 font-semibold text-slate-800 hover:bg-slate-50 focus-ring"
        >
          Go home
        </Link>
      </div>
    </main>
  );
}
