/** A field's error message, tied to its control by `${id}-error` (the control's aria-describedby). */
export function FieldError({
  id,
  error,
  className = 'mt-1',
  role,
}: {
  id: string;
  error: string | undefined;
  /** Its space above. */
  className?: string;
  role?: 'alert';
}) {
  if (!error) return null;
  return (
    <p id={`${id}-error`} role={role} className={`${className} text-sm text-red-700`}>
      {error}
    </p>
  );
}
