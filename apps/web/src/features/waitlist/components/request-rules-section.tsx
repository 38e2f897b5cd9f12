import type { DeliveryRules } from '@teewatch/shared';
import { FieldError } from '../../../components/form/field-error';
import { type RequestRulesChoice, requestRulesOf } from '../waitlist-form-rules';
import { RequestRulesFieldset } from './request-rules-fieldset';

/**
 * The waitlist form's "Alert rules" with its errors: each rule input's own message while the rules'
 * error stands (it clears as the golfer edits them), and under the rules any message the inputs do not
 * show themselves (the server's answer).
 */
export function RequestRulesSection({
  id,
  choice,
  error,
  accountRules,
  today,
  maxDailyCap,
  onChange,
}: {
  id: string;
  choice: RequestRulesChoice;
  /** The form's error for the rules, if any. */
  error: string | undefined;
  accountRules: DeliveryRules | undefined;
  /** Today in Vancouver (YYYY-MM-DD). */
  today: string;
  maxDailyCap: number;
  onChange: (choice: RequestRulesChoice) => void;
}) {
  const rulesCheck = requestRulesOf(choice, maxDailyCap);
  const rulesErrors = error && !rulesCheck.ok ? rulesCheck.errors : {};
  return (
    <>
      <RequestRulesFieldset
        id={id}
        choice={choice}
        accountRules={accountRules}
        today={today}
        maxDailyCap={maxDailyCap}
        errors={rulesErrors}
        onChange={onChange}
      />
      <FieldError id={id} error={Object.keys(rulesErrors).length > 0 ? undefined : error} />
    </>
  );
}
