/** A small spinning ring; pair it with visible text (the spec's "Loading..." strings) for screen readers. */
export function Spinner({ className = 'h-5 w-5' }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block animate-spin rounded-full border-2 border-current border-t-transparent ${className}`}
    />
  );
}

/** A centred spinner with its text, announced politely. */
export function LoadingState({ text }: { text: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600">
      <Spinner />
      <span>{text}</span>
    </div>
  );
}
