import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CityChips } from './city-chips';

const chips = [
  { city: 'Vancouver', count: 6 },
  { city: 'Burnaby', count: 2 },
];

function Harness() {
  const [selected, setSelected] = useState<string | undefined>();
  return (
    <>
      <CityChips chips={chips} total={8} selected={selected} onSelect={setSelected} />
      <output>{selected ?? 'all'}</output>
    </>
  );
}

describe('CityChips', () => {
  it('shows an All chip and one chip per city with counts, All pressed at first', () => {
    render(<Harness />);
    const all = screen.getByRole('button', { name: 'All Cities (8)' });
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Vancouver (6)' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'All Cities (8)',
      'Vancouver (6)',
      'Burnaby (2)',
    ]);
  });

  it('selects a city, and choosing it again (or All) shows every city', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Burnaby (2)' }));
    expect(screen.getByRole('status').textContent).toBe('Burnaby');
    expect(screen.getByRole('button', { name: 'Burnaby (2)' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Burnaby (2)' }));
    expect(screen.getByRole('status').textContent).toBe('all');
    await user.click(screen.getByRole('button', { name: 'Vancouver (6)' }));
    await user.click(screen.getByRole('button', { name: 'All Cities (8)' }));
    expect(screen.getByRole('status').textContent).toBe('all');
  });
});
