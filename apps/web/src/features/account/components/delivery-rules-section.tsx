import type { AccountDeliveryRules } from '@teewatch/shared';
import { type FormEvent, useState } from 'react';
import { DeliveryRulesFields } from '../../../components/delivery-rules-fields';
import { LoadingState } from '../../../components/spinner';
import { SubmitButton } from '../../../components/submit-button';
import { useAccountDeliveryRules, useSaveDeliveryRules } from '../../../lib/account-delivery-rules';
import {
  type DeliveryRulesDraft,
  type DeliveryRulesField,
  draftOfRules,
  rulesOfDraft,
} from '../../../lib/delivery-rules-draft';
import { errorMessage, validationErrorsOf } from '../../../lib/error-message';
import { AccountSection, Outcome, type SectionOutcome } from './account-section';

/** "Alert rules": the account's quiet hours, mute and daily cap, which requests without their own follow. */
export function DeliveryRulesSection() {
  const query = useAccountDeliveryRules();
  return (
    <AccountSection id="account-alert-rules" title="Alert rules">
      <p className="text-sm text-slate-700">
        When and how often alert emails reach you. A waitlist request can have rules of its own (Edit on your
        dashboard); the others follow these.
      </p>
      {query.data ? (
        <RulesForm current={query.data} />
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(query.error, 'Could not load your alert rules')}
        </p>
      ) : (
        <LoadingState text="Loading your alert rules..." />
      )}
    </AccountSection>
  );
}

function RulesForm({ current }: { current: AccountDeliveryRules }) {
  const save = useSaveDeliveryRules();
  const [draft, setDraft] = useState<DeliveryRulesDraft>(() => draftOfRules(current.rules));
  const [errors, setErrors] = useState<Partial<Record<DeliveryRulesField, string>>>({});
  const [outcome, setOutcome] = useState<SectionOutcome>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const checked = rulesOfDraft(draft, current.maxDailyCap);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const saved = await save.mutateAsync(checked.rules);
      setDraft(draftOfRules(saved.rules));
      setOutcome({ ok: true, text: 'Alert rules saved.' });
    } catch (error) {
      const fields = validationErrorsOf(error);
      setOutcome({
        ok: false,
        text:
          fields.length > 0
            ? fields.map((item) => item.message).join(' ')
            : errorMessage(error, 'Could not save your alert rules'),
      });
    }
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label="Alert rules">
      <DeliveryRulesFields
        draft={draft}
        errors={errors}
        maxDailyCap={current.maxDailyCap}
        onChange={setDraft}
      />
      <SubmitButton isBusy={save.isPending} busyLabel="Saving...">
        Save Alert Rules
      </SubmitButton>
      <Outcome outcome={outcome} />
    </form>
  );
}
