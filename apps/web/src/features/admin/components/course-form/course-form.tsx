import { type AdminGolfCourse, type ApiType, perBookingSystem } from '@teewatch/shared';
import { Button } from '../../../../components/button';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ErrorSummary } from '../../../../components/form/error-summary';
import { LoadingState, Spinner } from '../../../../components/spinner';
import { useCourse } from '../../api/get-course';
import {
  type CourseFormValues,
  courseToFormValues,
  emptyCourseFormValues,
} from '../../lib/course-form-values';
import { cardClass } from '../admin-styles';
import { ImageManager } from '../image-manager/image-manager';
import { LeaveDialog } from '../leave-dialog';
import { ApiConfigurationSection } from './api-configuration-section';
import { BasicInformationSection } from './basic-information-section';
import { BookingSettingsSection } from './booking-settings-section';
import { ContactSection } from './contact-section';
import { CourseDetailsSection } from './course-details-section';
import { courseFieldId } from './course-form-fields';
import { FacilitiesSection } from './facilities-section';
import { type CourseFormState, useCourseForm } from './use-course-form';

type CourseFormProps = {
  /** The list row of the course being edited; absent when creating. */
  listRow?: AdminGolfCourse;
  onCancel: () => void;
  onSaved: () => void;
};

/**
 * The full-page course form (admin-console §2). When editing it loads the course's details first and,
 * if that fails, falls back to the list row's data.
 */
export function CourseForm({ listRow, onCancel, onSaved }: CourseFormProps) {
  const details = useCourse(listRow?.id);
  if (listRow && details.isPending) return <LoadingState text="Loading course..." />;
  const source = listRow ? (details.data ?? listRow) : undefined;
  return (
    <CourseFormEditor
      courseId={listRow?.id}
      initial={source ? courseToFormValues(source) : emptyCourseFormValues()}
      loadWarning={
        listRow && details.isError ? 'Could not load all course details; showing the list data.' : undefined
      }
      onCancel={onCancel}
      onSaved={onSaved}
    />
  );
}

const API_TYPE_LABELS: Record<ApiType, string> = {
  ...perBookingSystem((system) => system.formLabel),
  none: 'None (directory only)',
};

export function CourseFormEditor({
  courseId,
  initial,
  loadWarning,
  onCancel,
  onSaved,
}: {
  courseId: number | undefined;
  initial: CourseFormValues;
  loadWarning?: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const form = useCourseForm({ courseId, initial, onCancel, onSaved });
  const { isSaving, pendingApiType } = form;
  const summaryItems = Object.entries(form.errors).flatMap(([key, message]) =>
    message ? [{ targetId: courseFieldId(key), message }] : [],
  );

  return (
    <div>
      <form onSubmit={form.onSubmit} noValidate aria-labelledby="course-form-heading">
        <FormHeader form={form} />
        <div className="mb-6 empty:hidden">
          <ErrorSummary items={summaryItems} attempt={form.attempt} />
        </div>

        {loadWarning ? (
          <p
            role="status"
            className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            {loadWarning}
          </p>
        ) : null}

        <div className="space-y-6">
          <BasicInformationSection form={form} />
          <CourseDetailsSection form={form} />
          <ContactSection form={form} />
          <FacilitiesSection form={form} />
          <BookingSettingsSection form={form} />
          <ApiConfigurationSection form={form} />
        </div>
      </form>

      <section className={`${cardClass} mt-6`} aria-labelledby="course-images-heading">
        <h3 id="course-images-heading" className="text-lg font-semibold text-slate-900">
          Images
        </h3>
        {courseId === undefined ? (
          <p className="mt-3 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
            Please save course information first before uploading images
          </p>
        ) : (
          <ImageManager courseId={courseId} onReorderingChange={form.setIsReordering} />
        )}
      </section>

      <LeaveDialog
        open={form.isLeaveOpen}
        isSaving={isSaving}
        onContinue={() => form.setIsLeaveOpen(false)}
        onDiscard={() => {
          form.setIsLeaveOpen(false);
          onCancel();
        }}
        onSaveAndExit={async () => {
          const saved = await form.submit();
          if (!saved) form.setIsLeaveOpen(false);
        }}
      />
      <ConfirmDialog
        open={pendingApiType !== undefined}
        title="Change API Type"
        message={`Switching to ${pendingApiType ? API_TYPE_LABELS[pendingApiType] : ''} clears the current API configuration and starts from that type's defaults. Continue?`}
        confirmLabel="Change API Type"
        onConfirm={() => {
          if (pendingApiType) form.applyApiType(pendingApiType);
          form.setPendingApiType(undefined);
        }}
        onCancel={() => form.setPendingApiType(undefined)}
      />
    </div>
  );
}

/** The bar that stays on top: Back, the form's title, "Unsaved changes", and Create or Update. */
function FormHeader({ form }: { form: CourseFormState }) {
  return (
    <div className="sticky top-0 z-30 -mx-4 mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:-mx-6 sm:px-6">
      <div className="flex min-w-0 items-center gap-3">
        <Button variant="secondary" onClick={form.requestLeave}>
          <span aria-hidden="true">←</span> Back
        </Button>
        <h2 id="course-form-heading" className="truncate text-lg font-semibold text-slate-900">
          {form.isEditing ? `Edit ${form.original.name || 'Course'}` : 'Add Course'}
        </h2>
        {form.isDirty ? (
          <span className="text-xs font-medium text-amber-800" aria-live="polite">
            Unsaved changes
          </span>
        ) : null}
      </div>
      <Button type="submit" disabled={!form.canSave}>
        {form.isSaving ? <Spinner className="h-4 w-4" /> : null}
        {form.isEditing ? 'Update Course' : 'Create Course'}
      </Button>
    </div>
  );
}
