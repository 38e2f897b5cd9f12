import { QueryClient } from '@tanstack/react-query';
import type { AdminCourseImage } from '@teewatch/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  apiAnswer,
  apiFailure,
  apiServer,
  HttpResponse,
  http,
  recordApiCalls,
} from '../../../../../test/api-server';
import { renderAdmin } from '../../../../../test/render-admin';
import { WAIT_FOR_TIMEOUT_MS } from '../../../../../test/wait-for-timeout';
import { adminKeys } from '../../api/admin-keys';
import { ImageManager } from './image-manager';

const COURSE_ID = 7;

function image(id: number): AdminCourseImage {
  const url = `/uploads/${id}.webp`;
  return { id, url, alt_text: null, position: id, thumbnail_url: url, width: null, height: null };
}

/** A query client that already holds the course's images, so the list shows at once (it is still read again). */
function clientWithImages() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(adminKeys.courseImages(COURSE_ID), [image(1), image(2)]);
  return queryClient;
}

/**
 * The image API: a GET (the image list reloading) answers with the two images, any other call with `respond`;
 * the calls other than GETs are recorded.
 */
function stubFetch(respond: () => Promise<Response>) {
  const calls = recordApiCalls((call) => call.method !== 'GET');
  apiServer.use(
    http.get('/api/admin/golf-courses/:id/images', () => apiAnswer([image(1), image(2)])),
    http.all('/api/admin/golf-courses/*', () => respond()),
  );
  return calls;
}

describe('ImageManager', () => {
  it('sends the new order when an image moves, and says so', async () => {
    const calls = stubFetch(async () => apiAnswer(null));
    const onReorderingChange = vi.fn();
    renderAdmin(
      <ImageManager courseId={COURSE_ID} onReorderingChange={onReorderingChange} />,
      clientWithImages(),
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move image 2 up' }));
    expect(screen.getByText('Image moved to position 1 of 2.')).toBeTruthy();
    await vi.waitFor(() => expect(onReorderingChange).toHaveBeenLastCalledWith(false), {
      timeout: WAIT_FOR_TIMEOUT_MS,
    });
    expect(onReorderingChange).toHaveBeenCalledWith(true);
    expect(calls[0]).toMatchObject({ method: 'PATCH', body: { imageIds: [2, 1] } });
    expect(calls[0]?.path).toBe('/api/admin/golf-courses/reorder-images');
  });

  it("words a reorder that got no answer as the spec's network error", async () => {
    stubFetch(async () => HttpResponse.error());
    renderAdmin(<ImageManager courseId={COURSE_ID} onReorderingChange={() => {}} />, clientWithImages());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Move image 1 down' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to reorder images: Network error',
    );
  });

  it("shows the server's reason when a deletion is refused", async () => {
    const calls = stubFetch(async () => apiFailure(409, 'Image is in use'));
    renderAdmin(<ImageManager courseId={COURSE_ID} onReorderingChange={() => {}} />, clientWithImages());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Image' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to delete image')).toBeTruthy();
    expect(within(alert).getByText('Image is in use')).toBeTruthy();
    expect(calls[0]).toMatchObject({ method: 'DELETE' });
    expect(calls[0]?.path).toBe('/api/admin/golf-courses/delete-image/1');
  });
});
