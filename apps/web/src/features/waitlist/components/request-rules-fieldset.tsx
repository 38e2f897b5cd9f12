import { type DeliveryRules, describeDeliveryRules } from '@teewatch/shared';
import { DeliveryRulesFields } from '../../../components/delivery-rules-fields';
import type { DeliveryRulesField } from '../../../lib/delivery-rules-draft';
import type { RequestRulesChoice } from '../waitlist-form-rules';

export type RequestRulesFieldsetProps = {
  /** The fieldset's id: the error summary's link leads to its first input. */
  id: string;
  choice: RequestRulesChoice;
  accountRules: DeliveryRules | undefined;
  /** Today in Vancouver (YYYY-MM-DD): a mute already over is not described. */
  today: string;
  maxDailyCap: number;
  errors: Partial<Record<DeliveryRulesField, string>>;
  onChange: (choice: RequestRulesChoice) => void;
};

/**
 * The waitlist form's "Alert rules" choice: follow the account's rules, or set this request's own
 * (decision 0133). `accountRules` is undefined while they load, or for a golfer not yet signed in.
 */
export function RequestRulesFieldset({
  id,
  choice,
  accountRules,
  today,
  maxDailyCap,
  errors,
  onChange,
}: RequestRulesFieldsetProps) {
  const accountWords = accountRules
    ? describeDeliveryRules(accountRules, today).join(' · ') || 'None set: alerts come at any hour.'
    : 'Quiet hours, a mute and a daily limit set on your Account page.';
  return (
    <fieldset id={id} className="space-y-3">
      <legend className="mb-2 font-medium text-slate-900">Alert rules</legend>
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="radio"
          name={`${id}-choice`}
          checked={!choice.own}
          onChange={() => onChange({ ...choice, own: false })}
          className="mt-1 accent-emerald-700"
        />
        <span>
          Use my account's rules
          <span className="block text-sm text-slate-600">{accountWords}</span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="radio"
          name={`${id}-choice`}
          checked={choice.own}
          onChange={() => onChange({ ...choice, own: true })}
          className="mt-1 accent-emerald-700"
        />
        Rules of its own for this request
      </label>
      {choice.own ? (
        <div className="rounded-lg border border-slate-200 p-4">
          <DeliveryRulesFields
            draft={choice.draft}
            errors={errors}
            maxDailyCap={maxDailyCap}
            onChange={(draft) => onChange({ ...choice, draft })}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
