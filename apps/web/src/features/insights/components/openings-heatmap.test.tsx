import type { OpeningsHeatmap } from '@teewatch/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { heatLevel, heatmapHours, OpeningsHeatmapView } from './openings-heatmap';

function heatmap(cells: [weekday: number, hour: number, count: number][]): OpeningsHeatmap {
  const counts = Array.from({ length: 7 }, () => new Array<number>(24).fill(0));
  for (const [weekday, hour, count] of cells) counts[weekday]![hour] = count;
  return {
    courseId: 1,
    generatedAt: '2026-06-20T19:00:00.000Z',
    windowDays: 28,
    watchedDays: 20,
    hasEnoughHistory: true,
    counts,
    total: cells.reduce((sum, [, , count]) => sum + count, 0),
  };
}

describe('OpeningsHeatmapView', () => {
  it('shows 6 AM to 9 PM, widened to any hour with an opening', () => {
    expect(heatmapHours(heatmap([]).counts)).toEqual(Array.from({ length: 16 }, (_, i) => 6 + i));
    const hours = heatmapHours(
      heatmap([
        [2, 4, 1],
        [5, 23, 2],
      ]).counts,
    );
    expect(hours[0]).toBe(4);
    expect(hours.at(-1)).toBe(23);
  });

  it('grades colour by the share of the busiest cell', () => {
    expect([0, 1, 2, 3, 4].map((count) => heatLevel(count, 4))).toEqual([0, 1, 2, 3, 4]);
    expect(heatLevel(3, 0)).toBe(0);
  });

  it('hides the picture from screen readers and gives them a real table, shown on request', async () => {
    render(
      <OpeningsHeatmapView
        heatmap={heatmap([
          [5, 18, 2],
          [3, 19, 1],
        ])}
        courseName="Langara Golf Course"
      />,
    );
    const table = screen.getByRole('table', { name: /Openings at Langara Golf Course by weekday and hour/ });
    const friday = within(table).getByRole('columnheader', { name: 'Fri' });
    expect(friday.getAttribute('abbr')).toBe('Friday');
    const sixPm = within(table).getByRole('rowheader', { name: '6:00 PM' }).closest('tr')!;
    // Columns: Sun … Sat; Friday is the sixth.
    expect(
      within(sixPm)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['0', '0', '0', '0', '0', '2', '0']);
    expect(
      screen.getByText(
        '3 times reopened in the last 28 days. Darker means more; each square shows its count.',
      ),
    ).toBeTruthy();
    expect(document.querySelector('[aria-hidden="true"]')?.textContent).toContain('2');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getByRole('button', { name: 'Show as heat map' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(table.parentElement?.className).not.toContain('sr-only');
    expect(document.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
