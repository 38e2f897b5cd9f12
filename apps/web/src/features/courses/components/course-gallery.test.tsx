import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseGallery } from './course-gallery';

const images = [
  { url: '/a.webp', alt: 'First tee' },
  { url: '/b.webp', alt: 'Ninth green' },
  { url: '/c.webp', alt: 'Clubhouse' },
];

describe('CourseGallery', () => {
  it('shows no controls for a single image', () => {
    render(<CourseGallery images={images.slice(0, 1)} course={{ id: 1, name: 'Langara' }} />);
    expect(screen.getByRole('img', { name: 'First tee' })).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('moves with the arrows (wrapping around), the dots and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<CourseGallery images={images} course={{ id: 1, name: 'Langara' }} />);
    await user.click(screen.getByRole('button', { name: 'Next image' }));
    expect(screen.getByRole('img', { name: 'Ninth green' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(screen.getByRole('img', { name: 'Clubhouse' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe(
      'true',
    );

    await user.click(screen.getByRole('button', { name: 'Show image 1 of 3' }));
    expect(screen.getByRole('img', { name: 'First tee' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Next image' }), { key: 'ArrowRight' });
    expect(screen.getByRole('img', { name: 'Ninth green' })).toBeTruthy();
    expect(screen.getByText('Image 2 of 3')).toBeTruthy();
  });
});
