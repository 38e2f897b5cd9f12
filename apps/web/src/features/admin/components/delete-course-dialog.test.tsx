import { QueryClient } from '@tanstack/react-query';
import { COURSE_DELETE_MISMATCH_MESSAGE } from '@teewatch/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../test/render-admin';
import { adminKeys } from '../api/admin-keys';
import { DeleteCourseDialog } from './delete-course-dialog';

const course = { id: 42, name: 'University Golf Club' };

/** A query client that already holds the course's usage, so the dialog needs no server. */
function clientWithUsage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(adminKeys.courseUsage(course.id), {
    activeMonitoringRequests: 3,
    totalHistoricalRequests: 11,
    lastRequestDate: '2026-05-02T19:00:00.000Z',
  });
  return queryClient;
}

describe('DeleteCourseDialog', () => {
  it('shows the usage summary', () => {
    renderAdmin(
      <DeleteCourseDialog course={course} onCancel={() => {}} onConfirm={async () => {}} />,
      clientWithUsage(),
    );
    expect(screen.getByText('Active monitoring requests').nextSibling?.textContent).toBe('3');
    expect(screen.getByText('Total historical requests').nextSibling?.textContent).toBe('11');
    expect(screen.getByText('May 2, 2026')).toBeTruthy();
  });

  /** Types `name` into the confirmation box and presses Delete Course; returns the confirm handler. */
  async function deleteTyping(name: string) {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {});
    renderAdmin(
      <DeleteCourseDialog course={course} onCancel={() => {}} onConfirm={onConfirm} />,
      clientWithUsage(),
    );
    await user.type(screen.getByLabelText(/to confirm/), name);
    await user.click(screen.getByRole('button', { name: 'Delete Course' }));
    return onConfirm;
  }

  it('refuses a name that is not exactly the course name', async () => {
    const onConfirm = await deleteTyping('university golf club');
    expect(screen.getByRole('alert').textContent).toBe(COURSE_DELETE_MISMATCH_MESSAGE);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('deletes once the exact name is typed', async () => {
    const onConfirm = await deleteTyping('University Golf Club');
    expect(onConfirm).toHaveBeenCalledOnce();
  });

  it("shows the server's reason when the delete fails", async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn(async () => {
      throw new Error('Course is busy');
    });
    renderAdmin(
      <DeleteCourseDialog course={course} onCancel={() => {}} onConfirm={onConfirm} />,
      clientWithUsage(),
    );
    await user.type(screen.getByLabelText(/to confirm/), 'University Golf Club');
    await user.click(screen.getByRole('button', { name: 'Delete Course' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Course is busy');
  });
});
