import { type AdminMonitoringRequest, adminRequestStatus } from '@teewatch/shared';
import { DropdownMenu } from 'radix-ui';
import { Spinner } from '../../../components/spinner';
import { systemClock } from '../../../lib/clock';
import { Badge } from './badge';

/**
 * The Status cell (admin-console §2, §4): Expired is a plain badge; Active and Inactive open a menu
 * whose other choice flips the request.
 */
export function RequestStatusMenu({
  request,
  isToggling,
  onToggle,
}: {
  request: AdminMonitoringRequest;
  isToggling: boolean;
  onToggle: () => void;
}) {
  const status = adminRequestStatus(request, systemClock());
  if (status === 'Expired') return <Badge tone="slate">Expired</Badge>;
  const isActive = status === 'Active';
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        disabled={isToggling}
        aria-label={`Status of request ${request.id}: ${status}. Change status`}
        className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset disabled:opacity-60 focus-ring ${
          isActive
            ? 'bg-emerald-100 text-emerald-800 ring-emerald-600/20'
            : 'bg-amber-100 text-amber-900 ring-amber-600/20'
        }`}
      >
        {isToggling ? <Spinner className="h-3 w-3" /> : null}
        {status}
        <span aria-hidden="true">▾</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={4}
          className="z-50 min-w-32 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.RadioGroup
            value={status}
            onValueChange={(value) => {
              if (value !== status) onToggle();
            }}
          >
            {(['Active', 'Inactive'] as const).map((option) => (
              <DropdownMenu.RadioItem
                key={option}
                value={option}
                className="flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-800 outline-none data-[highlighted]:bg-emerald-50 data-[highlighted]:text-emerald-900"
              >
                <span className="w-3" aria-hidden="true">
                  <DropdownMenu.ItemIndicator>✓</DropdownMenu.ItemIndicator>
                </span>
                {option}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
