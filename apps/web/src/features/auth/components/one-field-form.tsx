import type { ComponentProps, FormEvent, ReactNode } from 'react';
import { SubmitButton } from '../../../components/submit-button';
import { TextField } from '../../../components/text-field';

/** The password pages' form: an alert when the last try failed, one field, and the submit button. */
export function OneFieldForm({
  alert,
  field,
  submitLabel,
  busyLabel,
  isBusy,
  onSubmit,
}: {
  alert: ReactNode;
  field: ComponentProps<typeof TextField>;
  submitLabel: string;
  busyLabel: string;
  isBusy: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {alert ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </div>
      ) : null}
      <TextField {...field} />
      <SubmitButton isBusy={isBusy} busyLabel={busyLabel} size="lg" className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
