import { describeDeliveryRules, type MonitoringRequest, vancouverToday } from '@teewatch/shared';

/**
 * On a request card: the delivery rules that apply to it (decision 0133), e.g. "Quiet 10:00 PM–6:00 AM ·
 * Muted until Mon, Nov 30 · At most 3 emails a day", and whether they are the request's own or the
 * account's. Nothing when no rule applies (or the server is older).
 */
export function DeliveryRulesDetail({ request, now }: { request: MonitoringRequest; now: Date }) {
  if (!request.delivery_rules) return null;
  const parts = describeDeliveryRules(request.delivery_rules, vancouverToday(now));
  if (parts.length === 0) return null;
  const own = Boolean(request.delivery_rules_override);
  return (
    <div className="min-w-0 sm:col-span-2">
      <dt className="font-medium text-slate-600">Alert rules</dt>
      <dd className="break-words text-slate-900">
        {parts.join(' · ')}
        <span className="ml-2 text-xs text-slate-600">
          {own ? '(this request’s own)' : '(your account’s)'}
        </span>
      </dd>
    </div>
  );
}
