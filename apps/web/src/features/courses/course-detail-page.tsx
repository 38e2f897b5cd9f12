// Placeholder: built by the foundation web work.
export function CourseDetailPage() {
  return <h1 className="text-2xl font-semibold">Course</h1>;
}
