/** 135 → "2 h 15 min", 120 → "2 h": a round's pace, or a wait of an hour or more. */
export function hoursAndMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
