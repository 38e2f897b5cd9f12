import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthCalendar, monthCells, shiftIsoMonth } from './month-calendar';

function MultiCalendar({ today }: { today: string }) {
  const [dates, setDates] = useState<string[]>([]);
  return (
    <>
      <MonthCalendar
        label="Preferred dates"
        initialDate={today}
        minDate={today}
        isSelected={(date) => dates.includes(date)}
        onSelect={(date) =>
          setDates((list) => (list.includes(date) ? list.filter((d) => d !== date) : [...list, date]))
        }
      />
      <output>{dates.join(',')}</output>
    </>
  );
}

describe('monthCells', () => {
  it('lays a month out Sunday to Saturday', () => {
    // June 2030 starts on a Saturday.
    const cells = monthCells('2030-06');
    expect(cells.slice(0, 7)).toEqual([null, null, null, null, null, null, '2030-06-01']);
    expect(cells.length % 7).toBe(0);
    expect(cells.filter(Boolean)).toHaveLength(30);
  });

  it('clamps month shifts to the month length', () => {
    expect(shiftIsoMonth('2030-01-31', 1)).toBe('2030-02-28');
    expect(shiftIsoMonth('2030-03-15', -1)).toBe('2030-02-15');
  });
});

describe('MonthCalendar', () => {
  it('disables past days and selects several dates', async () => {
    const user = userEvent.setup();
    render(<MultiCalendar today="2030-06-12" />);
    expect(screen.getByText('June 2030')).toBeTruthy();
    const past = screen.getByRole('button', { name: 'Tuesday, June 11, 2030' });
    expect(past.getAttribute('aria-disabled')).toBe('true');
    await user.click(past);
    expect(document.querySelector('output')?.textContent).toBe('');

    await user.click(screen.getByRole('button', { name: 'Wednesday, June 12, 2030' }));
    await user.click(screen.getByRole('button', { name: 'Friday, June 14, 2030' }));
    expect(document.querySelector('output')?.textContent).toBe('2030-06-12,2030-06-14');
    expect(screen.getByRole('button', { name: 'Friday, June 14, 2030' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // Choosing a date again removes it.
    await user.click(screen.getByRole('button', { name: 'Friday, June 14, 2030' }));
    expect(document.querySelector('output')?.textContent).toBe('2030-06-12');
  });

  it('cannot go back before the minimum month, and moves by month', async () => {
    const user = userEvent.setup();
    render(<MultiCalendar today="2030-06-12" />);
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('July 2030')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous month' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('moves focus with the arrow keys and toggles with Enter and Space', async () => {
    const user = userEvent.setup();
    render(<MultiCalendar today="2030-06-12" />);
    const start = screen.getByRole('button', { name: 'Wednesday, June 12, 2030' });
    expect(start.tabIndex).toBe(0);
    start.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, June 13, 2030');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, June 20, 2030');
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // Crossing into July shows July.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Thursday, July 4, 2030');
    expect(screen.getByText('July 2030')).toBeTruthy();
    await user.keyboard(' ');
    expect(document.querySelector('output')?.textContent).toBe('2030-06-20,2030-07-04');
  });
});
