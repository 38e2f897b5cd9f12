import type { ComponentProps, ReactNode } from 'react';
import { TextField } from '../../../components/form/text-field';
import { SubmitButton } from '../../../components/submit-button';
import type { OneFieldFormState } from './use-one-field-form';

/**
 * The password pages' form: an alert when the last try failed (the error's words unless `alert` says
 * more), one field, and the submit button; `form` (useOneFieldForm) holds the value, errors and sending.
 */
export function OneFieldForm({
  form,
  alert = form.error,
  field,
  submitLabel,
  busyLabel,
}: {
  form: OneFieldFormState;
  alert?: ReactNode;
  field: Omit<ComponentProps<typeof TextField>, 'value' | 'onChange' | 'error'>;
  submitLabel: string;
  busyLabel: string;
}) {
  return (
    <form noValidate onSubmit={form.onSubmit} className="space-y-4">
      {alert ? (
        <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {alert}
        </div>
      ) : null}
      <TextField required {...field} value={form.value} onChange={form.setValue} error={form.fieldError} />
      <SubmitButton isBusy={form.isBusy} busyLabel={busyLabel} size="lg" className="w-full">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
