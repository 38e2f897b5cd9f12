import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { DeliveryRulesDraft, DeliveryRulesField } from '../lib/delivery-rules-draft';
import { TextField } from './form/text-field';

/**
 * The three delivery rules as inputs (decision 0133): quiet hours (two times, Vancouver), mute until a
 * date, and a daily cap up to the server's. Controlled: the draft and its errors belong to the caller
 * (the account page's "Alert rules", a request's own rules on its edit page).
 */
export function DeliveryRulesFields({
  draft,
  errors,
  maxDailyCap,
  onChange,
}: {
  draft: DeliveryRulesDraft;
  errors: Partial<Record<DeliveryRulesField, string>>;
  maxDailyCap: number;
  onChange: (draft: DeliveryRulesDraft) => void;
}) {
  const base = useId();
  const id = (field: DeliveryRulesField) => `${base}-${field}`;

  // One rule: its input with its label, its own hint (the quiet hours share one, above them) and its error.
  const field = (
    name: DeliveryRulesField,
    label: string,
    attributes: Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'inputMode' | 'min' | 'max' | 'step'>,
    hint: { id?: string; text?: ReactNode },
  ) => (
    <TextField
      {...attributes}
      id={id(name)}
      name={name}
      label={label}
      value={draft[name]}
      onChange={(value) => onChange({ ...draft, [name]: value })}
      hint={hint.text}
      describedBy={hint.id}
      error={errors[name]}
    />
  );
  const quietHint = { id: `${base}-quiet-hint` };

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Quiet hours (Vancouver time)</legend>
        <p id={quietHint.id} className="mt-1 text-sm text-slate-600">
          Alerts found in these hours wait. When they end, one email lists the times that are still open. They
          may cross midnight, e.g. 10:00 PM to 6:00 AM. Leave both empty for none.
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {field('quietStart', 'Quiet from', { type: 'time' }, quietHint)}
          {field('quietEnd', 'Quiet until', { type: 'time' }, quietHint)}
        </div>
      </fieldset>
      {field(
        'muteUntil',
        'Mute until',
        { type: 'date' },
        {
          text: 'No alerts before this date starts (Vancouver time). Then one email lists the times still open.',
        },
      )}
      {field(
        'dailyCap',
        'Most alert emails a day',
        { type: 'number', inputMode: 'numeric', min: 1, max: maxDailyCap, step: 1 },
        {
          text: `From 1 to ${maxDailyCap}, counted from midnight Vancouver time. Leave empty for ${maxDailyCap}.`,
        },
      )}
    </div>
  );
}
