import { type AccountPhone, formatPhoneForDisplay } from '@teewatch/shared';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { LoadingState } from '../../../components/spinner';
import { useAccountPhone } from '../../../lib/account-phone';
import { errorMessage } from '../../../lib/error-message';
import { useRemovePhone, useSavePhone } from '../api/phone';
import { AccountSection, Outcome, type SectionOutcome } from './account-section';
import { PhoneCodeForm, PhoneNumberForm } from './phone-forms';

/** "Text alerts": the golfer's mobile number, added with consent and confirmed by a texted code (issue 36). */
export function PhoneSection() {
  const query = useAccountPhone();
  // Said after the number is gone, when its own part of the section is gone too.
  const [removed, setRemoved] = useState<SectionOutcome>();
  return (
    <AccountSection id="account-phone-section" title="Text alerts">
      <p className="text-sm text-slate-700">
        Get alerts by text on any phone: choose Text or Both on a waitlist request. We text your number a code
        first, to be sure it is yours.
      </p>
      {query.isError ? (
        <p role="alert" className="text-sm text-red-800">
          {errorMessage(query.error, 'Could not load your number')}
        </p>
      ) : query.isPending ? (
        <LoadingState text="Loading your number..." />
      ) : query.data ? (
        <CurrentPhone
          phone={query.data}
          onRemoved={() => setRemoved({ ok: true, text: 'Number removed: no more texts.' })}
        />
      ) : (
        <>
          <Outcome outcome={removed} />
          <PhoneNumberForm onSaved={() => setRemoved(undefined)} />
        </>
      )}
    </AccountSection>
  );
}

function CurrentPhone({ phone, onRemoved }: { phone: AccountPhone; onRemoved: () => void }) {
  const [isChanging, setIsChanging] = useState(false);
  const [outcome, setOutcome] = useState<SectionOutcome>();
  const remove = useRemovePhone();
  const resend = useSavePhone();
  const shown = formatPhoneForDisplay(phone.phone);

  async function act(work: () => Promise<unknown>, done: string | (() => void), fallback: string) {
    setOutcome(undefined);
    try {
      await work();
      if (typeof done === 'string') setOutcome({ ok: true, text: done });
      else done();
    } catch (error) {
      setOutcome({ ok: false, text: errorMessage(error, fallback) });
    }
  }

  if (isChanging)
    return <PhoneNumberForm onCancel={() => setIsChanging(false)} onSaved={() => setIsChanging(false)} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        <span className="font-medium text-slate-900">{shown}</span>
        {' · '}
        {phone.confirmed ? (
          <span className="font-medium text-emerald-800">Confirmed</span>
        ) : (
          <span className="font-medium text-amber-800">Not confirmed yet</span>
        )}
      </p>
      {phone.stopped && (
        <p className="rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900">
          This number replied STOP, so we send it no texts. Reply START to one of our texts to get them again.
        </p>
      )}
      {!phone.confirmed &&
        (phone.codeExpiresAt ? (
          <>
            <p className="text-sm text-slate-700">
              We texted a code to {shown}. Type it here to confirm the number.
            </p>
            <PhoneCodeForm />
          </>
        ) : (
          <p className="text-sm text-slate-700">
            The last code has expired. Ask for a new one to confirm it.
          </p>
        ))}
      <div className="flex flex-wrap gap-3">
        {!phone.confirmed && (
          <Button
            variant="secondary"
            disabled={resend.isPending}
            onClick={() =>
              act(
                () => resend.mutateAsync({ phone: phone.phone, consent: true }),
                `New code sent to ${shown}.`,
                'Could not send a new code',
              )
            }
          >
            Send a New Code
          </Button>
        )}
        <Button variant="secondary" onClick={() => setIsChanging(true)}>
          Change Number
        </Button>
        <Button
          variant="dangerOutline"
          disabled={remove.isPending}
          onClick={() => act(() => remove.mutateAsync(undefined), onRemoved, 'Could not remove your number')}
        >
          Remove Number
        </Button>
      </div>
      <Outcome outcome={outcome} />
    </div>
  );
}
