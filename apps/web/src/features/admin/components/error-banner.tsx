/** The dismissible red banner of the Golf Courses tab (admin-console §2, §8). */
export function ErrorBanner({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  return (
    <div
      role="alert"
      className="flex items-start justify-between gap-4 rounded-lg border border-red-300 bg-red-50 p-4 text-sm text-red-800"
    >
      <p>{message}</p>
      <button
        type="button"
        onClick={onDismiss}
        aria-label="Dismiss error"
        className="-m-1 rounded p-1 text-red-700 hover:text-red-900 focus-ring"
      >
        <span aria-hidden="true">✕</span>
      </button>
    </div>
  );
}
