import { WAITLIST_FORM_DEFAULTS, type WaitlistFormValues } from './waitlist-form-rules';

// A signed-out golfer's answers, kept while they sign in. Google sign-in leaves the page, so the
// answers live in sessionStorage (this tab only, gone when it closes), not only in React state.

const DRAFT_KEY = 'teewatch.waitlistDraft';

export function saveWaitlistDraft(values: WaitlistFormValues): void {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
}

/** The saved answers, removed as they are read; undefined when there are none or they are unreadable. */
export function takeWaitlistDraft(): WaitlistFormValues | undefined {
  const raw = sessionStorage.getItem(DRAFT_KEY);
  sessionStorage.removeItem(DRAFT_KEY);
  if (!raw) return undefined;
  try {
    const draft = JSON.parse(raw) as Partial<WaitlistFormValues>;
    if (!Array.isArray(draft.courseIds) || !Array.isArray(draft.preferredDates)) return undefined;
    // A draft kept by an older page lacks the newer fields: they start at their defaults.
    return { ...WAITLIST_FORM_DEFAULTS, ...draft };
  } catch {
    return undefined;
  }
}
