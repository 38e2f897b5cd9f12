import { formatDayLabelWithYear } from '@teewatch/shared';
import { Popover } from 'radix-ui';
import { useId, useState } from 'react';
import { MonthCalendar } from '../../../components/month-calendar';

export function formatFilterDate(isoDate: string | undefined): string {
  return isoDate ? formatDayLabelWithYear(isoDate) : 'Select date';
}

/** A single-date popup calendar: Radix closes it on outside click and Escape; choosing a day closes it too. */
export function DateFilter({
  value,
  onChange,
  minDate,
  maxDate,
}: {
  value: string | undefined;
  onChange: (isoDate: string) => void;
  minDate: string;
  maxDate: string;
}) {
  const [open, setOpen] = useState(false);
  const labelId = useId();
  const valueId = useId();
  return (
    <div>
      <span id={labelId} className="mb-1 block text-sm font-medium text-slate-900">
        Date
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-labelledby={`${labelId} ${valueId}`}
          className="flex w-full items-center justify-between gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-left text-slate-900 focus-ring"
        >
          <span id={valueId}>{formatFilterDate(value)}</span>
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 text-slate-600" fill="currentColor">
            <path d="M6 2a1 1 0 0 1 1 1v1h6V3a1 1 0 1 1 2 0v1h1a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1V3a1 1 0 0 1 1-1Zm10 7H4v7h12V9Z" />
          </svg>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            align="start"
            sideOffset={6}
            aria-label="Choose a date"
            className="z-40 rounded-xl border border-slate-200 bg-white p-3 shadow-lg"
          >
            <MonthCalendar
              label="Tee time date"
              initialDate={value ?? minDate}
              minDate={minDate}
              maxDate={maxDate}
              autoFocus
              isSelected={(date) => date === value}
              onSelect={(date) => {
                onChange(date);
                setOpen(false);
              }}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
