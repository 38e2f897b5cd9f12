import type { MirrorHostHealth } from '@teewatch/shared';
import { formatDateTime } from '../../../lib/vancouver-dates';
import { useMirrorHealth } from '../api/get-mirror-health';
import {
  demandFacts,
  formatDuration,
  formatRate,
  isSaturated,
  oldestNearAgeSeconds,
  TIER_LABELS,
  tierKeepsUp,
} from '../lib/mirror-health-format';
import { cardClass, tableClass, tdClass, thClass } from './admin-styles';
import { Badge, SystemBadge } from './badge';

/**
 * The tee-sheet mirror on the dashboard (issue 11, item 6): per upstream host, its budget, what it sent,
 * the 429s it got, and per tier the configured against the achieved cadence.
 */
export function MirrorHealthPanel() {
  const { data, error } = useMirrorHealth();
  return (
    <section className={cardClass} aria-labelledby="mirror-health-heading">
      <h3 id="mirror-health-heading" className="text-lg font-semibold text-slate-900">
        Tee-sheet mirror
      </h3>
      {data ? (
        data.hosts.length === 0 ? (
          <p className="mt-4 text-sm text-slate-600">No upstream hosts are being read yet.</p>
        ) : (
          <div className="mt-4 space-y-6">
            {data.hosts.map((host) => (
              <HostHealth key={host.host} host={host} />
            ))}
            <p className="text-xs text-slate-600">As of {formatDateTime(data.generatedAt)}</p>
          </div>
        )
      ) : error ? (
        <p className="mt-4 text-sm text-red-800">Mirror health is unavailable right now.</p>
      ) : (
        <p className="mt-4 text-sm text-slate-600">Loading mirror health...</p>
      )}
    </section>
  );
}

function HostHealth({ host }: { host: MirrorHostHealth }) {
  const facts = [
    { label: 'Courses', value: String(host.courses) },
    { label: 'Budget', value: `${formatRate(host.requestsPerSecondLimit)}/s` },
    { label: 'Requests/min', value: formatRate(host.requestsPerMinute) },
    { label: '429s (1 h)', value: String(host.rateLimitedLastHour) },
    { label: 'Failures (1 h)', value: String(host.failuresLastHour) },
    { label: 'Oldest near-date data', value: formatDuration(oldestNearAgeSeconds(host.tiers)) },
    ...demandFacts(host),
  ];
  const headingId = `mirror-host-${host.host.replace(/[^\w-]/g, '-')}`;
  return (
    <article aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center gap-2">
        <h4 id={headingId} className="font-semibold break-all text-slate-900">
          {host.host}
        </h4>
        <SystemBadge apiType={host.apiType} />
        {isSaturated(host) ? <Badge tone="amber">Saturated: demand over budget</Badge> : null}
        {host.slowedUntil ? (
          <Badge tone="amber">Slowed until {formatDateTime(host.slowedUntil)}</Badge>
        ) : null}
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-6">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-slate-600">{fact.label}</dt>
            <dd className="font-medium text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {/* Scrolls sideways on a phone: focusable and named, so a keyboard can scroll it too (axe
          scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="mt-3 overflow-x-auto" tabIndex={0} aria-label={`Cadence per tier for ${host.host}`}>
        <table className={tableClass}>
          <caption className="sr-only">Cadence per tier for {host.host}</caption>
          <thead className="bg-slate-50">
            <tr>
              {['Tier', 'Dates read', 'Configured', 'Achieved', 'Oldest', 'Worst lateness'].map((heading) => (
                <th key={heading} scope="col" className={thClass}>
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {host.tiers.map((tier) => (
              <tr key={tier.tier}>
                <th scope="row" className={`${tdClass} font-medium`}>
                  {TIER_LABELS[tier.tier]}
                </th>
                <td className={tdClass}>{tier.pairs}</td>
                <td className={tdClass}>{formatDuration(tier.cadenceSeconds)}</td>
                <td className={tdClass}>
                  <span className="mr-2">{formatDuration(tier.achievedSeconds)}</span>
                  {tierKeepsUp(tier) ? (
                    <Badge tone="green">On time</Badge>
                  ) : (
                    <Badge tone="amber">Behind</Badge>
                  )}
                </td>
                <td className={tdClass}>{formatDuration(tier.oldestAgeSeconds)}</td>
                <td className={tdClass}>{formatDuration(tier.worstLatenessSeconds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </article>
  );
}
