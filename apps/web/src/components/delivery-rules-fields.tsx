import { type InputHTMLAttributes, type ReactNode, useId } from 'react';
import type { DeliveryRulesDraft, DeliveryRulesField } from '../lib/delivery-rules-draft';
import { FieldError } from './field-error';

const inputClass = (error: string | undefined) =>
  `block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;
const TIME_LABEL = 'mb-1 block text-sm text-slate-800';
const RULE_LABEL = 'mb-1 block text-sm font-medium text-slate-800';

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

  // One rule: its label, the input, its own hint (the quiet hours share one, above them), its error.
  const field = (
    name: DeliveryRulesField,
    label: { text: string; className: string },
    attributes: InputHTMLAttributes<HTMLInputElement>,
    hint: { id: string; text?: ReactNode },
  ) => (
    <div>
      <label htmlFor={id(name)} className={label.className}>
        {label.text}
      </label>
      <input
        {...attributes}
        id={id(name)}
        name={name}
        value={draft[name]}
        onChange={(event) => onChange({ ...draft, [name]: event.target.value })}
        aria-invalid={errors[name] ? true : undefined}
        className={inputClass(errors[name])}
        aria-describedby={[errors[name] ? `${id(name)}-error` : '', hint.id].filter(Boolean).join(' ')}
      />
      {hint.text === undefined ? null : (
        <p id={hint.id} className="mt-1 text-sm text-slate-600">
          {hint.text}
        </p>
      )}
      <FieldError id={id(name)} error={errors[name]} />
    </div>
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
          {field('quietStart', { text: 'Quiet from', className: TIME_LABEL }, { type: 'time' }, quietHint)}
          {field('quietEnd', { text: 'Quiet until', className: TIME_LABEL }, { type: 'time' }, quietHint)}
        </div>
      </fieldset>
      {field(
        'muteUntil',
        { text: 'Mute until', className: RULE_LABEL },
        { type: 'date' },
        {
          id: `${base}-mute-hint`,
          text: 'No alerts before this date starts (Vancouver time). Then one email lists the times still open.',
        },
      )}
      {field(
        'dailyCap',
        { text: 'Most alert emails a day', className: RULE_LABEL },
        { type: 'number', inputMode: 'numeric', min: 1, max: maxDailyCap, step: 1 },
        {
          id: `${base}-cap-hint`,
          text: `From 1 to ${maxDailyCap}, counted from midnight Vancouver time. Leave empty for ${maxDailyCap}.`,
        },
      )}
    </div>
  );
}
