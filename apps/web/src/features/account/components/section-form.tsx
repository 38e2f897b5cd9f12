import { type ReactNode, useState } from 'react';
import type { ButtonStyle } from '../../../components/button';
import { SubmitButton } from '../../../components/submit-button';
import { Outcome, type SectionOutcome } from './account-section';

/** One action of a section: whether it runs, and what its last try did. */
export function useSectionSave() {
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const [isBusy, setIsBusy] = useState(false);
  /** Runs `work` with the action busy, then shows what it did (nothing when it answers undefined). */
  async function run(work: () => Promise<SectionOutcome>): Promise<SectionOutcome> {
    setIsBusy(true);
    const result = await work();
    setOutcome(result);
    setIsBusy(false);
    return result;
  }
  return { outcome, isBusy, run, clear: () => setOutcome(undefined) };
}

export type SectionSave = ReturnType<typeof useSectionSave>;

/**
 * A section's form: its fields, the submit button (busy while `save` runs), then what the last try did.
 * Submitting forgets the last outcome before `onSubmit` checks the fields and runs the save.
 */
export function SectionForm({
  save,
  onSubmit,
  submitLabel,
  busyLabel,
  variant,
  children,
}: Pick<ButtonStyle, 'variant'> & {
  save: SectionSave;
  onSubmit: () => void;
  submitLabel: string;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.clear();
          onSubmit();
        }}
        className="space-y-4"
      >
        {children}
        <SubmitButton variant={variant} isBusy={save.isBusy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
      <Outcome outcome={save.outcome} />
    </>
  );
}
