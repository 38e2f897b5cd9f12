// Placeholder: built by its own issue.
export function DashboardPage() {
  return <h1 className="text-2xl font-semibold">DashboardPage</h1>;
}
