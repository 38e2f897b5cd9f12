/** The delete dialog's check (admin-console §5): the typed text must equal the course name exactly. */
export function courseNameMatches(typed: string, courseName: string): boolean {
  return typed === courseName;
}
