import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CourseImagePlaceholder, illustrationParts } from './course-image-placeholder';

describe('course illustration', () => {
  it('differs for every course id within 80 of each other, whatever the names', () => {
    const pictures = new Set(
      Array.from({ length: 80 }, (_, index) =>
        JSON.stringify(illustrationParts({ id: index + 1, name: 'Same' })),
      ),
    );
    expect(pictures.size).toBe(80);
  });

  it('is the same picture every time for the same course', () => {
    const course = { id: 7, name: 'Fraserview Golf Course' };
    const first = render(<CourseImagePlaceholder course={course} />).container.innerHTML;
    const second = render(<CourseImagePlaceholder course={course} />).container.innerHTML;
    expect(second).toBe(first);
  });
});
