import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MobileMenu } from './mobile-menu';

function renderMenu() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <p>Outside</p>
      <MobileMenu>
        {(close) => (
          <>
            <Link to="/courses">Courses</Link>
            <button type="button" onClick={close}>
              Act
            </button>
          </>
        )}
      </MobileMenu>
    </MemoryRouter>,
  );
}

describe('MobileMenu', () => {
  it('opens, locks page scroll, and closes on Escape with focus back on the toggle', async () => {
    const user = userEvent.setup();
    renderMenu();
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(screen.getByRole('link', { name: 'Courses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.body.style.overflow).toBe('hidden');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Open menu' }));
  });

  it('closes on an outside click but not on a click inside', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Courses' }));
    expect(screen.getByRole('link', { name: 'Courses' })).toBeTruthy();
    fireEvent.pointerDown(screen.getByText('Outside'));
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
  });

  it('closes when an item acts or navigates', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Act' }));
    expect(screen.queryByRole('button', { name: 'Act' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('link', { name: 'Courses' }));
    expect(screen.queryByRole('link', { name: 'Courses' })).toBeNull();
  });
});
