import { useEffect, useId, useRef } from 'react';

export type ErrorSummaryItem = {
  /** The id of the field's control, or of a group (fieldset) whose first control takes focus. */
  targetId: string;
  message: string;
};

export const ERROR_SUMMARY_TITLE = 'There is a problem';

// Form controls first (a calendar's current day is its control); buttons only when a group has nothing else.
const CONTROLS = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex="0"]';
const BUTTONS = 'button:not([disabled])';

/** Moves focus to the field itself, or to the first control inside a group. */
export function focusField(targetId: string): void {
  const target = document.getElementById(targetId);
  if (!target) return;
  const control = target.matches(`${CONTROLS}, ${BUTTONS}`)
    ? target
    : (target.querySelector<HTMLElement>(CONTROLS) ?? target.querySelector<HTMLElement>(BUTTONS) ?? target);
  control.focus();
  // Centred, so the field's label above it stays in view (focus alone scrolls it to the very edge).
  control.scrollIntoView?.({ block: 'center' });
}

/**
 * The GOV.UK error summary: after a failed submit it takes focus and is announced, and each message
 * links to its field. `attempt` changes on every failed submit, so a second failure takes focus again.
 */
export function ErrorSummary({ items, attempt }: { items: ErrorSummaryItem[]; attempt: number }) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus follows each failed submit, not each render.
  useEffect(() => {
    if (items.length > 0) ref.current?.focus();
  }, [attempt]);
  if (items.length === 0) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={titleId}
      className="rounded-lg border-2 border-red-700 bg-red-50 p-4 focus-ring"
    >
      <h2 id={titleId} className="font-semibold text-red-900">
        {ERROR_SUMMARY_TITLE}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item.targetId}>
            <a
              href={`#${item.targetId}`}
              onClick={(event) => {
                event.preventDefault();
                focusField(item.targetId);
              }}
              className="text-red-800 underline hover:text-red-950 focus-ring"
            >
              {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
