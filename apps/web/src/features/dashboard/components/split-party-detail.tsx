import type { MonitoringRequest } from '@teewatch/shared';

/** On a request card: that two nearby times are fine for its party (issue 38 item 4), and how near. */
export function SplitPartyDetail({ request }: { request: MonitoringRequest }) {
  if (!request.splitParty) return null;
  return (
    <div className="min-w-0">
      <dt className="font-medium text-slate-600">Two nearby times</dt>
      <dd className="break-words text-slate-900">
        {`Fine, at most ${request.splitParty.maxGapMinutes} minutes apart`}
      </dd>
    </div>
  );
}
