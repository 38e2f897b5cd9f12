// Placeholder: built by its own issue.
export function HomePage() {
  return <h1 className="text-2xl font-semibold">HomePage</h1>;
}
