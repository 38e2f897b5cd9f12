import { type DeliveryRules, describeDeliveryRules } from '@teewatch/shared';
import { useId } from 'react';
import { DeliveryRulesFields } from '../../../components/delivery-rules-fields';
import {
  type DeliveryRulesDraft,
  type DeliveryRulesField,
  draftOfRules,
  rulesOfDraft,
} from '../../../lib/delivery-rules-draft';

/** A request's alert rules in its form: the account's (null) or its own (decision 0133). */
export type RequestRulesChoice = { own: boolean; draft: DeliveryRulesDraft };

export function requestRulesChoiceOf(override: DeliveryRules | null | undefined): RequestRulesChoice {
  return { own: Boolean(override), draft: draftOfRules(override) };
}

/** What the request's input carries: null for the account's rules, else its own, or the inputs' errors. */
export function requestRulesOf(
  choice: RequestRulesChoice,
  maxDailyCap: number,
):
  | { ok: true; deliveryRules: DeliveryRules | null }
  | { ok: false; errors: Partial<Record<DeliveryRulesField, string>> } {
  if (!choice.own) return { ok: true, deliveryRules: null };
  const checked = rulesOfDraft(choice.draft, maxDailyCap);
  return checked.ok ? { ok: true, deliveryRules: checked.rules } : checked;
}

/** The edit form's "Alert rules" choice: follow the account's rules, or set this request's own. */
export function RequestRulesFieldset({
  choice,
  accountRules,
  today,
  maxDailyCap,
  errors,
  onChange,
}: {
  choice: RequestRulesChoice;
  accountRules: DeliveryRules | undefined;
  /** Today in Vancouver (YYYY-MM-DD): a mute already over is not described. */
  today: string;
  maxDailyCap: number;
  errors: Partial<Record<DeliveryRulesField, string>>;
  onChange: (choice: RequestRulesChoice) => void;
}) {
  const name = useId();
  const accountWords = accountRules ? describeDeliveryRules(accountRules, today).join(' · ') : '';
  return (
    <fieldset className="space-y-3">
      <legend className="mb-2 font-medium text-slate-900">Alert rules</legend>
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="radio"
          name={name}
          checked={!choice.own}
          onChange={() => onChange({ ...choice, own: false })}
          className="mt-1 accent-emerald-700"
        />
        <span>
          Use my account's rules
          <span className="block text-sm text-slate-600">
            {accountWords || 'None set: alerts come at any hour.'}
          </span>
        </span>
      </label>
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="radio"
          name={name}
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
