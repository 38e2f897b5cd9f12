import {
  type AdminGolfCourse,
  BOOKING_SYSTEMS,
  type BookingSystemType,
  type CourseStats,
} from '@teewatch/shared';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/vancouver-dates';
import { useClearCourseCache } from '../api/clear-cache';
import { useDeleteCourse } from '../api/delete-course';
import { useCourseStats } from '../api/get-course-stats';
import { type CourseListParams, useCourses } from '../api/get-courses';
import { useToggleCourse } from '../api/toggle-course';
import { useListFilters } from '../lib/use-list-filters';
import { AddCourseView } from './add-course-view';
import { cardClass, tdClass } from './admin-styles';
import { SystemBadge } from './badge';
import { BusyButton } from './busy-button';
import { CourseForm } from './course-form/course-form';
import { CourseStatusCell } from './course-status-cell';
import { DeleteCourseDialog } from './delete-course-dialog';
import { ErrorBanner } from './error-banner';
import { filterOptions } from './filter-select';
import { type FilteredListSpec, FilteredListTable } from './filtered-list-table';
import { MessageActionButton } from './message-action-button';
import { NumberedPagination } from './numbered-pagination';
import { StatCards } from './stat-cards';

const STATUS_OPTIONS = filterOptions('All Status', { active: 'Active', inactive: 'Inactive' });
/** The spec's choices (All Types, CPS, ChronoGolf): the systems that name a filter label. */
const API_TYPE_OPTIONS = filterOptions(
  'All Types',
  Object.fromEntries(
    BOOKING_SYSTEMS.flatMap((system) =>
      system.listFilterLabel ? [[system.type, system.listFilterLabel]] : [],
    ),
  ) as Record<BookingSystemType, string>,
);

const LIST: FilteredListSpec<Omit<CourseListParams, 'page'>> = {
  noun: 'golf courses',
  initial: { search: '', status: 'all', apiType: 'all' },
  headings: ['Course', 'API Type', 'Status', 'Last Updated', 'Actions'],
  barClassName: 'grid gap-3 md:grid-cols-[1fr_auto_auto]',
  search: { id: 'course-search', placeholder: 'Search by name or location...', isClearable: true },
  selects: [
    { filter: 'status', id: 'course-status', label: 'Status', options: STATUS_OPTIONS },
    { filter: 'apiType', id: 'course-api-type', label: 'API Type', options: API_TYPE_OPTIONS },
  ],
};

type View = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; course: AdminGolfCourse };

/** Golf course management (admin-console §2): list, create and edit views. */
export function CoursesTab() {
  const [view, setView] = useState<View>({ mode: 'list' });

  function backToList() {
    setView({ mode: 'list' });
    window.scrollTo({ top: 0 });
  }

  if (view.mode === 'create') return <AddCourseView onDone={backToList} />;
  if (view.mode === 'edit') {
    return (
      <CourseForm key={view.course.id} listRow={view.course} onCancel={backToList} onSaved={backToList} />
    );
  }
  return (
    <CourseList
      onCreate={() => setView({ mode: 'create' })}
      onEdit={(course) => setView({ mode: 'edit', course })}
    />
  );
}

function CourseList({
  onCreate,
  onEdit,
}: {
  onCreate: () => void;
  onEdit: (course: AdminGolfCourse) => void;
}) {
  const list = useListFilters(LIST.initial);
  const { page, setPage } = list;
  const [banner, setBanner] = useState<string>();
  const [dismissedListError, setDismissedListError] = useState<unknown>();
  const [deleting, setDeleting] = useState<AdminGolfCourse>();

  const courses = useCourses(list.params);
  const stats = useCourseStats();
  if (stats.error) console.error('Failed to load course stats', stats.error);
  const clearCache = useClearCourseCache();
  const toggle = useToggleCourse();

  const listError =
    courses.error && courses.error !== dismissedListError
      ? errorMessage(courses.error, 'Failed to fetch golf courses')
      : undefined;
  const bannerMessage = banner ?? listError;
  const rows = courses.data?.courses ?? [];
  const totalPages = courses.data?.pagination.totalPages ?? 1;

  // Deleting the last course of the last page would otherwise leave the admin on an empty page.
  useEffect(() => {
    if (page > totalPages) setPage(Math.max(1, totalPages));
  }, [page, totalPages, setPage]);

  const statCards = statCardsOf(stats.data);

  return (
    <div className="space-y-6">
      <CourseListHeader
        clearCache={clearCache}
        isRefreshing={courses.isFetching}
        onCreate={onCreate}
        onRefresh={() => {
          void courses.refetch();
          void stats.refetch();
        }}
        onError={setBanner}
      />

      {bannerMessage ? (
        <ErrorBanner
          message={bannerMessage}
          onDismiss={() => {
            setBanner(undefined);
            setDismissedListError(courses.error);
          }}
        />
      ) : null}

      <StatCards
        className="grid grid-cols-2 gap-4 lg:grid-cols-4"
        valueClassName="text-2xl"
        cards={statCards}
      />

      <section className={cardClass} aria-label="Golf courses">
        <FilteredListTable spec={LIST} list={list} isPending={courses.isPending} rows={rows}>
          {(course) => (
            <CourseRow
              key={course.id}
              course={course}
              isToggling={toggle.isPending && toggle.variables === course.id}
              onToggle={() =>
                toggle.mutate(course.id, {
                  onError: (failure) => setBanner(errorMessage(failure, 'Failed to toggle course status')),
                })
              }
              onEdit={() => onEdit(course)}
              onDelete={() => setDeleting(course)}
            />
          )}
        </FilteredListTable>
        <NumberedPagination
          page={page}
          totalPages={totalPages}
          onPageChange={setPage}
          label="Golf course pages"
        />
      </section>

      {deleting ? <DeleteCourse course={deleting} onClose={() => setDeleting(undefined)} /> : null}
    </div>
  );
}

/** The delete dialog for one course: deletes it on confirm and says so. */
function DeleteCourse({ course, onClose }: { course: AdminGolfCourse; onClose: () => void }) {
  const toast = useToast();
  const deleteCourse = useDeleteCourse();
  return (
    <DeleteCourseDialog
      course={course}
      onCancel={onClose}
      onConfirm={async () => {
        await deleteCourse.mutateAsync(course.id);
        toast.show({
          type: 'success',
          title: 'Course deleted',
          message: `${course.name} was deleted.`,
        });
        onClose();
      }}
    />
  );
}

/** The tab's title, and Clear Cache, Add Course and Refresh. */
function CourseListHeader({
  clearCache,
  isRefreshing,
  onCreate,
  onRefresh,
  onError,
}: {
  clearCache: ReturnType<typeof useClearCourseCache>;
  isRefreshing: boolean;
  onCreate: () => void;
  onRefresh: () => void;
  onError: (message: string) => void;
}) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h2 className="text-xl font-semibold text-slate-900">Golf Course Management</h2>
        <p className="text-sm text-slate-600">Manage golf courses and API configurations</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <MessageActionButton
          action={clearCache}
          title="Cache cleared"
          onError={(failure) => onError(errorMessage(failure, 'Failed to clear cache'))}
        >
          Clear Cache
        </MessageActionButton>
        <Button onClick={onCreate}>Add Course</Button>
        <BusyButton isBusy={isRefreshing} onClick={onRefresh}>
          Refresh
        </BusyButton>
      </div>
    </div>
  );
}

/** One course's row: name and place, API type, status, last update, and its actions. */
function CourseRow({
  course,
  isToggling,
  onToggle,
  onEdit,
  onDelete,
}: {
  course: AdminGolfCourse;
  isToggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <tr>
      <td className={tdClass}>
        <p className="font-medium text-slate-900">{course.name}</p>
        <p className="text-xs text-slate-600">{course.location ?? course.city ?? ''}</p>
      </td>
      <td className={tdClass}>
        <SystemBadge apiType={course.api_type} />
      </td>
      <td className={tdClass}>
        <CourseStatusCell course={course} />
      </td>
      <td className={`${tdClass} whitespace-nowrap`}>
        {formatDate(course.updated_at || course.last_updated)}
      </td>
      <td className={tdClass}>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="icon" disabled={isToggling} onClick={onToggle}>
            {course.is_active ? 'Deactivate' : 'Activate'}
            <span className="sr-only"> {course.name}</span>
          </Button>
          <Button variant="secondary" size="icon" onClick={onEdit}>
            Edit<span className="sr-only"> {course.name}</span>
          </Button>
          <Button variant="dangerOutline" size="icon" onClick={onDelete}>
            Delete<span className="sr-only"> {course.name}</span>
          </Button>
        </div>
      </td>
    </tr>
  );
}

/** The counters above the list: one per systems' group (CPS counts its JSON sites and the v3 tenants). */
function statCardsOf(stats: CourseStats | undefined) {
  const groups = new Map<string, number>();
  for (const system of BOOKING_SYSTEMS) {
    const count = stats?.apiTypeDistribution[system.type] ?? 0;
    groups.set(system.statGroup, (groups.get(system.statGroup) ?? 0) + count);
  }
  return [
    { label: 'Total Courses', value: stats?.totalCourses ?? 0 },
    { label: 'Active Courses', value: stats?.activeCourses ?? 0 },
    ...[...groups].map(([label, value]) => ({ label, value })),
  ];
}
