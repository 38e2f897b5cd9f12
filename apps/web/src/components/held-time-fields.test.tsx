import type { HeldTime } from '@teewatch/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { HeldTimeFields } from './held-time-fields';

const WATCHED = [
  { id: 1, name: 'Fraserview' },
  { id: 2, name: 'Langara' },
  { id: 3, name: 'McCleery' },
];

function Harness({ initial }: { initial: HeldTime }) {
  const [held, setHeld] = useState(initial);
  return (
    <>
      <HeldTimeFields
        held={held}
        courses={WATCHED}
        watched={WATCHED}
        dates={['2027-06-05']}
        error={undefined}
        onChange={setHeld}
      />
      <output>{JSON.stringify(held)}</output>
    </>
  );
}

const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '') as HeldTime;

describe('HeldTimeFields (decision 0195)', () => {
  it('ranks the watched courses only under the course rule, and drops the ranking for the others', async () => {
    const user = userEvent.setup();
    render(<Harness initial={{ courseId: 2, date: '2027-06-05', time: '15:10', better: 'earlier' }} />);
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText(/alerts you only for an earlier time that day/)).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'A course I rank higher, that day' }));
    expect(shown()).toMatchObject({ better: 'course', courseRanking: [1, 2, 3] });
    const items = within(screen.getByRole('list', { name: 'Your courses, best first' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.querySelector('span')?.textContent)).toEqual([
      '1. Fraserview',
      '2. Langara',
      '3. McCleery',
    ]);
    expect(screen.getByRole('button', { name: 'Move up: Fraserview' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move down: McCleery' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'Move down: Fraserview' }));
    expect(shown().courseRanking).toEqual([2, 1, 3]);
    await user.click(screen.getByRole('button', { name: 'Move up: McCleery' }));
    expect(shown().courseRanking).toEqual([2, 3, 1]);

    await user.click(screen.getByRole('radio', { name: 'A later time that day' }));
    expect(shown()).toEqual({ courseId: 2, date: '2027-06-05', time: '15:10', better: 'later' });
    expect(screen.queryByRole('list')).toBeNull();
  });
});
