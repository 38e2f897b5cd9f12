// Placeholder: built by its own issue.
export function TeeTimesPage() {
  return <h1 className="text-2xl font-semibold">TeeTimesPage</h1>;
}
