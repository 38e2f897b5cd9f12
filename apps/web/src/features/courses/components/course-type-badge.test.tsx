import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseTypeBadge } from './course-type-badge';

describe('CourseTypeBadge', () => {
  it('explains a known type on focus, as the button description, and hides it on Escape', async () => {
    const user = userEvent.setup();
    render(<CourseTypeBadge type="Parkland" />);
    const button = screen.getByRole('button', { name: 'Parkland' });
    const tooltip = document.getElementById(button.getAttribute('aria-describedby')!)!;
    expect(tooltip.textContent).toContain('tree-lined fairways');
    expect(tooltip.className).toContain('hidden');
    await user.tab();
    expect(tooltip.className).toContain('block');
    await user.keyboard('{Escape}');
    expect(tooltip.className).toContain('hidden');
  });

  it('shows an unknown type as plain text', () => {
    render(<CourseTypeBadge type="Executive" />);
    expect(screen.getByText('Executive')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
