import { FieldError } from '../../../components/form/field-error';
import { requestRulesOf } from '../waitlist-form-rules';
import { RequestRulesFieldset, type RequestRulesFieldsetProps } from './request-rules-fieldset';

/**
 * The waitlist form's "Alert rules" with its errors: each rule input's own message while the rules'
 * error stands (it clears as the golfer edits them), and under the rules any message the inputs do not
 * show themselves (the server's answer).
 */
export function RequestRulesSection({
  error,
  ...rules
}: Omit<RequestRulesFieldsetProps, 'errors'> & {
  /** The form's error for the rules, if any. */
  error: string | undefined;
}) {
  const rulesCheck = requestRulesOf(rules.choice, rules.maxDailyCap);
  const rulesErrors = error && !rulesCheck.ok ? rulesCheck.errors : {};
  return (
    <>
      <RequestRulesFieldset {...rules} errors={rulesErrors} />
      <FieldError id={rules.id} error={Object.keys(rulesErrors).length > 0 ? undefined : error} />
    </>
  );
}
