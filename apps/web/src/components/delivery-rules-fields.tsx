import { useId } from 'react';
import type { DeliveryRulesDraft, DeliveryRulesField } from '../lib/delivery-rules-draft';
import { FieldError } from './field-error';

const inputClass = (error: string | undefined) =>
  `block w-full rounded-lg border px-3 py-2 text-slate-900 focus:border-emerald-700 focus:outline-2 focus:outline-offset-0 focus:outline-emerald-700 ${
    error ? 'border-red-600' : 'border-slate-300'
  }`;

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
  const described = (field: DeliveryRulesField, hint?: string) =>
    [errors[field] ? `${id(field)}-error` : '', hint ?? ''].filter(Boolean).join(' ') || undefined;
  const input = (field: DeliveryRulesField) => ({
    id: id(field),
    name: field,
    value: draft[field],
    onChange: (event: { target: { value: string } }) => onChange({ ...draft, [field]: event.target.value }),
    'aria-invalid': errors[field] ? true : undefined,
    className: inputClass(errors[field]),
  });

  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">Quiet hours (Vancouver time)</legend>
        <p id={`${base}-quiet-hint`} className="mt-1 text-sm text-slate-600">
          Alerts found in these hours wait. When they end, one email lists the times that are still open. They
          may cross midnight, e.g. 10:00 PM to 6:00 AM. Leave both empty for none.
        </p>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={id('quietStart')} className="mb-1 block text-sm text-slate-800">
              Quiet from
            </label>
            <input
              type="time"
              {...input('quietStart')}
              aria-describedby={described('quietStart', `${base}-quiet-hint`)}
            />
            <FieldError id={id('quietStart')} error={errors.quietStart} />
          </div>
          <div>
            <label htmlFor={id('quietEnd')} className="mb-1 block text-sm text-slate-800">
              Quiet until
            </label>
            <input
              type="time"
              {...input('quietEnd')}
              aria-describedby={described('quietEnd', `${base}-quiet-hint`)}
            />
            <FieldError id={id('quietEnd')} error={errors.quietEnd} />
          </div>
        </div>
      </fieldset>
      <div>
        <label htmlFor={id('muteUntil')} className="mb-1 block text-sm font-medium text-slate-800">
          Mute until
        </label>
        <input
          type="date"
          {...input('muteUntil')}
          aria-describedby={described('muteUntil', `${base}-mute-hint`)}
        />
        <p id={`${base}-mute-hint`} className="mt-1 text-sm text-slate-600">
          No alerts before this date starts (Vancouver time). Then one email lists the times still open.
        </p>
        <FieldError id={id('muteUntil')} error={errors.muteUntil} />
      </div>
      <div>
        <label htmlFor={id('dailyCap')} className="mb-1 block text-sm font-medium text-slate-800">
          Most alert emails a day
        </label>
        <input
          type="number"
          inputMode="numeric"
          min={1}
          max={maxDailyCap}
          step={1}
          {...input('dailyCap')}
          aria-describedby={described('dailyCap', `${base}-cap-hint`)}
        />
        <p id={`${base}-cap-hint`} className="mt-1 text-sm text-slate-600">
          From 1 to {maxDailyCap}, counted from midnight Vancouver time. Leave empty for {maxDailyCap}.
        </p>
        <FieldError id={id('dailyCap')} error={errors.dailyCap} />
      </div>
    </div>
  );
}
