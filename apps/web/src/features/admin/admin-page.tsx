// Placeholder: built by its own issue.
export function AdminPage() {
  return <h1 className="text-2xl font-semibold">AdminPage</h1>;
}
