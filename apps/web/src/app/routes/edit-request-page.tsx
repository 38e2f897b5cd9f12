import {
  channelsOfRequest,
  type MonitoringRequest,
  PARTY_SIZES,
  type PartySize,
  pathTo,
  vancouverToday,
} from '@teewatch/shared';
import { useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { LoadingState } from '../../components/spinner';
import { useToast } from '../../components/toast';
import { useMyMonitoringRequest } from '../../features/waitlist/api/get-my-monitoring-request';
import { useUpdateMonitoringRequest } from '../../features/waitlist/api/update-monitoring-request';
import { WaitlistFormCard } from '../../features/waitlist/components/waitlist-form-card';
import { requestRulesChoiceOf, type WaitlistFormValues } from '../../features/waitlist/waitlist-form-rules';
import { systemClock } from '../../lib/clock';
import { useCourseList } from '../../lib/course-list';
import { errorMessage } from '../../lib/error-message';
import { useSessionUser } from '../../lib/session';
import { usePageMeta } from '../../lib/use-page-meta';
import { waitlistOddsNote } from './waitlist-odds-note';

/** The form's starting answers: the request's own, without dates that have already passed. */
export function editValuesOf(request: MonitoringRequest, today: string): WaitlistFormValues {
  const players = request.number_of_players as PartySize;
  return {
    courseIds: request.courses.map((course) => course.id),
    preferredDates: request.preferred_dates.filter((date) => date >= today),
    startTime: request.start_time,
    endTime: request.end_time,
    numberOfPlayers: PARTY_SIZES.includes(players) ? players : 0,
    contactPhone: request.contact_phone ?? '',
    contactEmail: request.contact_email,
    alertChannels: channelsOfRequest(request),
    deliveryRules: requestRulesChoiceOf(request.delivery_rules_override),
    // Kept with its pace (decision 0202); an older server's request has none.
    finishBeforeSunset: request.finishBeforeSunset ?? null,
    held: request.held ?? null,
    splitParty: request.splitParty ?? null,
    // A weekly rule edits as its weekdays and end (decision 0350); an older server's request has none.
    weekly: request.weekly ?? null,
  };
}

/** /dashboard/requests/{id}/edit: the waitlist form, filled with one request, saving over it. */
export function EditRequestPage() {
  const params = useParams();
  const id = /^\d{1,9}$/.test(params.id ?? '') ? Number(params.id) : 0;
  usePageMeta(
    `Edit Waitlist Request #${id} | Teewatch`,
    'Change the courses, dates, times or party size of a waitlist request.',
  );
  const { user, isPending } = useSessionUser();
  const request = useMyMonitoringRequest(id, Boolean(user) && id > 0);
  const courses = useCourseList();
  const update = useUpdateMonitoringRequest();
  const toast = useToast();
  const navigate = useNavigate();
  const [today] = useState(() => vancouverToday(systemClock()));

  if (isPending) return <LoadingState text="Loading your waitlist request..." />;
  if (!user) return <Navigate to={pathTo('waitlist')} replace />;

  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <nav aria-label="Breadcrumb" className="mb-4 text-sm">
        <Link to={pathTo('dashboard')} className="text-emerald-800 underline hover:text-emerald-950">
          My Dashboard
        </Link>
        <span aria-hidden="true" className="px-2 text-slate-500">
          /
        </span>
        <span className="text-slate-700">Edit request #{id}</span>
      </nav>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">Edit Waitlist Request #{id}</h1>
      <p className="mt-3 max-w-2xl text-slate-700">
        Saving restarts monitoring for 30 days from today. A paused request stays paused until you reactivate
        it.
      </p>
      {request.isPending && id > 0 ? (
        <LoadingState text="Loading your waitlist request..." />
      ) : !request.data ? (
        <div role="alert" className="mt-8 rounded-xl border border-red-200 bg-red-50 p-6">
          <p className="text-red-900">{errorMessage(request.error, 'Monitoring request not found')}</p>
          <Link to={pathTo('dashboard')} className="mt-3 inline-block font-medium text-emerald-800 underline">
            Back to My Dashboard
          </Link>
        </div>
      ) : (
        <WaitlistFormCard
          oddsNote={waitlistOddsNote}
          label="Edit waitlist request"
          className="mt-8"
          courses={courses}
          today={today}
          sessionEmail={user.email}
          isSignedIn
          onRequireLogin={() => navigate(pathTo('waitlist'))}
          initialValues={editValuesOf(request.data, today)}
          submitLabel="Save Changes"
          submit={(input) => update.mutateAsync({ id, input })}
          onSaved={(answer) => {
            toast.show({
              type: 'success',
              title: 'Waitlist updated successfully',
              message: answer.warningMessage ?? 'Your waitlist request has been updated.',
            });
            navigate(pathTo('dashboard'));
          }}
        />
      )}
    </div>
  );
}
