import {
  addDaysToIsoDate,
  type DiscoveredSite,
  LOCATIONS,
  perBookingSystem,
  vancouverToday,
} from '@teewatch/shared';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { TextField } from '../../../components/form/text-field';
import { Spinner } from '../../../components/spinner';
import { systemClock } from '../../../lib/clock';
import { errorMessage } from '../../../lib/error-message';
import { type Location, useAddDiscoveredCourses, useDiscoverCourses } from '../api/discover-courses';
import { AddedCourseResults } from './added-course-results';
import { DiscoveredCourseList } from './discovered-course-list';

export const PLATFORM_NAMES: Record<DiscoveredSite['platform'], string> = perBookingSystem(
  (system) => system.discoveryLabel,
);

/**
 * Admin → Golf Courses → Add Course → "From a booking link" (issue 35, item 2): paste any page of a course's
 * booking site; Teewatch names the system it recognised, lists the site's courses as the site names them
 * (those already in the catalogue marked), creates the ones picked with their configuration filled in, and
 * shows a test read of tomorrow for each. Nothing is created until "Add".
 */
export function AddFromBookingLink({ onDone }: { onDone: () => void }) {
  const ids = { url: useId(), location: useId() };
  const [url, setUrl] = useState('');
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [location, setLocation] = useState<Location | ''>('');
  const [locationError, setLocationError] = useState<string>();
  const discover = useDiscoverCourses();
  const add = useAddDiscoveredCourses();
  const site = discover.data;

  function find(event: FormEvent) {
    event.preventDefault();
    setPicked(new Set());
    add.reset();
    discover.mutate(url.trim());
  }

  function addPicked() {
    if (!site) return;
    if (!location) {
      setLocationError('Please choose a location from the list');
      return;
    }
    const courses = site.courses.filter((course) => picked.has(course.api_course_id));
    add.mutate({ site, picked: courses, location, date: addDaysToIsoDate(vancouverToday(systemClock()), 1) });
  }

  if (add.data) return <AddedCourseResults added={add.data} onDone={onDone} />;

  return (
    <div className="space-y-6">
      <form onSubmit={find} className="space-y-3" noValidate>
        <TextField
          id={ids.url}
          label="Booking page address"
          hint="Any page of the course's online booking site, or its home page: a CPS site (https://<name>.cps.golf/…), a ChronoGolf club page or a legacy CPS v3 address."
          error={
            discover.error ? errorMessage(discover.error, 'Could not read that booking page') : undefined
          }
          markRequired
          type="url"
          inputMode="url"
          autoComplete="off"
          value={url}
          maxLength={2000}
          onChange={setUrl}
        />
        <Button type="submit" disabled={discover.isPending || url.trim() === ''}>
          {discover.isPending ? <Spinner /> : null}
          {discover.isPending ? 'Reading the booking site...' : 'Find Courses'}
        </Button>
      </form>

      {site ? (
        <section aria-labelledby={`${ids.url}-found`} className="space-y-4">
          <div>
            <h3 id={`${ids.url}-found`} className="text-base font-semibold text-slate-900">
              Recognised: {PLATFORM_NAMES[site.platform]}
            </h3>
            <p className="text-sm break-all text-slate-600">{site.site}</p>
          </div>
          <DiscoveredCourseList courses={site.courses} picked={picked} onChange={setPicked} />
          {site.courses.some((course) => !course.in_catalogue) ? (
            <SelectField
              id={ids.location}
              label="Location of the courses to add"
              className="sm:max-w-sm"
              value={location}
              error={locationError}
              options={[{ value: '', label: 'Choose a location' }, ...LOCATIONS]}
              onChange={(value) => {
                setLocation(value as Location);
                setLocationError(undefined);
              }}
            />
          ) : null}
          {add.error ? (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(add.error, 'Failed to add the courses')}
            </p>
          ) : null}
          <Button onClick={addPicked} disabled={picked.size === 0 || add.isPending}>
            {add.isPending ? <Spinner /> : null}
            {picked.size === 1 ? 'Add 1 Course' : `Add ${picked.size} Courses`}
          </Button>
        </section>
      ) : null}
    </div>
  );
}
