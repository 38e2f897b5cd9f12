import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateFilter, formatFilterDate } from './date-filter';

function Harness() {
  const [value, setValue] = useState<string | undefined>('2030-06-12');
  return <DateFilter value={value} onChange={setValue} minDate="2030-06-12" maxDate="2030-07-12" />;
}

describe('DateFilter', () => {
  it('shows the formatted date or "Select date"', () => {
    expect(formatFilterDate('2030-06-12')).toBe('Wed, Jun 12, 2030');
    expect(formatFilterDate(undefined)).toBe('Select date');
  });

  it('opens a calendar bounded by min and max and closes on selection', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: /Wed, Jun 12, 2030/ }));
    expect(screen.getByRole('button', { name: 'Tuesday, June 11, 2030' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    // The chosen day holds focus; the keyboard moves to the next day and Enter picks it.
    await waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('Wednesday, June 12, 2030'),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tuesday, June 11, 2030' })).toBeNull());
    expect(screen.getByRole('button', { name: /Thu, Jun 13, 2030/ })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: /Thu, Jun 13, 2030/ }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(
      screen.getByRole('button', { name: 'Saturday, July 13, 2030' }).getAttribute('aria-disabled'),
    ).toBe('true');
    expect((screen.getByRole('button', { name: 'Next month' }) as HTMLButtonElement).disabled).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Next month' })).toBeNull());
  });
});
