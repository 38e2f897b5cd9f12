// Placeholder: built by the foundation web work.
export function CoursesPage() {
  return <h1 className="text-2xl font-semibold">Greater Vancouver Golf Courses</h1>;
}
