// Placeholder: built by its own issue.
export function WaitlistPage() {
  return <h1 className="text-2xl font-semibold">WaitlistPage</h1>;
}
