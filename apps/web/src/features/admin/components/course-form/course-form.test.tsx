import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../../../../test/render-admin';
import { emptyCourseFormValues } from '../../lib/course-form-values';
import { CourseFormEditor } from './course-form';

// The create form needs no server until it is saved, so these run the real component.
function renderCreateForm() {
  const onCancel = vi.fn();
  const onSaved = vi.fn();
  renderAdmin(
    <CourseFormEditor
      courseId={undefined}
      initial={emptyCourseFormValues()}
      onCancel={onCancel}
      onSaved={onSaved}
    />,
  );
  return { onCancel, onSaved, user: userEvent.setup() };
}

const saveButton = () => screen.getByRole('button', { name: 'Create Course' }) as HTMLButtonElement;

describe('course form', () => {
  it('enables save only when the form differs from the original', async () => {
    const { user } = renderCreateForm();
    expect(saveButton().disabled).toBe(true);
    const name = screen.getByLabelText(/Course Name/);
    await user.type(name, 'New Course');
    expect(saveButton().disabled).toBe(false);
    await user.clear(name);
    expect(saveButton().disabled).toBe(true);
  });

  it('leaves at once when there are no changes', async () => {
    const { user, onCancel } = renderCreateForm();
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks before leaving with changes: Continue Editing keeps them, Discard Changes leaves', async () => {
    const { user, onCancel } = renderCreateForm();
    await user.type(screen.getByLabelText(/Course Name/), 'Draft');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Unsaved Changes' });
    expect(dialog.textContent).toContain('Save and Exit');

    await user.click(screen.getByRole('button', { name: 'Continue Editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((screen.getByLabelText(/Course Name/) as HTMLInputElement).value).toBe('Draft');
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Back/ }));
    await user.click(await screen.findByRole('button', { name: 'Discard Changes' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('starts the leave handling on Escape when no dialog is open', async () => {
    const { user, onCancel } = renderCreateForm();
    await user.type(screen.getByLabelText(/Course Name/), 'Draft');
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Unsaved Changes' })).toBeTruthy();
    // Escape now closes the open dialog instead of leaving.
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Ctrl+S submits and shows the shared schema messages for an incomplete course', async () => {
    const { user, onSaved } = renderCreateForm();
    await user.type(screen.getByLabelText(/Course Name/), 'Half Done');
    await act(async () => {
      fireEvent.keyDown(window, { key: 's', ctrlKey: true });
    });
    // Each message shows in the focused error summary (linking to its field) and under the field.
    expect(await screen.findAllByText('Please choose a location from the list')).toHaveLength(2);
    expect(screen.getAllByText('API course ID is required')).toHaveLength(2);
    expect(screen.getAllByText('Base URL is required')).toHaveLength(2);
    const summary = screen.getByRole('alert', { name: 'There is a problem' });
    expect(document.activeElement).toBe(summary);
    await user.click(within(summary).getByRole('link', { name: 'API course ID is required' }));
    expect(document.activeElement).toBe(screen.getByLabelText(/API Course ID/));
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('lists the missing config fields and keeps the test button disabled until they are filled', async () => {
    const { user } = renderCreateForm();
    const testButton = screen.getByRole('button', { name: 'Test Configuration' }) as HTMLButtonElement;
    expect(testButton.disabled).toBe(true);
    expect(
      screen.getByText('Missing required fields: Base URL, Referer URL, Site ID, Website ID'),
    ).toBeTruthy();
    await user.type(screen.getByLabelText(/^Base URL/), 'https://cps.example');
    await user.type(screen.getByLabelText(/^Referer URL/), 'https://cps.example');
    await user.type(screen.getByLabelText(/^Site ID/), '1');
    await user.type(screen.getByLabelText(/^Website ID/), 'abc');
    expect(testButton.disabled).toBe(false);
  });

  it('switches API type at once while creating, with the new type defaults', async () => {
    const { user } = renderCreateForm();
    await user.selectOptions(screen.getByLabelText(/API Type/), 'chronogolf');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect((screen.getByLabelText(/^Base URL/) as HTMLInputElement).value).toBe(
      'https://www.chronogolf.com/marketplace/v2/teetimes',
    );
    expect(screen.getByLabelText(/^Club URL/)).toBeTruthy();
  });

  it("drops the previous type's config fields on a switch", async () => {
    const user = userEvent.setup();
    const initial = {
      ...emptyCourseFormValues(),
      name: 'Existing',
      api_config: { baseUrl: 'https://cps.example', referer: 'https://r', siteId: '1', websiteId: '2' },
    };
    renderAdmin(
      <CourseFormEditor courseId={undefined} initial={initial} onCancel={() => {}} onSaved={() => {}} />,
    );
    // The confirmation asked while editing needs a saved course (with its images), so e2e covers it.
    await user.selectOptions(screen.getByLabelText(/API Type/), 'chronogolf');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByLabelText(/^Site ID/)).toBeNull();
  });

  it('asks a legacy CPS v3 course for its tenant root and round length', async () => {
    const { user } = renderCreateForm();
    await user.selectOptions(screen.getByLabelText(/API Type/), 'cps-v3');
    expect((screen.getByLabelText(/^Base URL/) as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText(/^Holes per round \(Hole\)/) as HTMLInputElement).value).toBe('18');
    expect(screen.queryByLabelText(/^Referer URL/)).toBeNull();
  });
});
