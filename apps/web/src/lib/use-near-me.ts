import { useCallback, useMemo, useState } from 'react';
import { courseDistanceKm, formatDistance, type LatLng, type Placed, sortByDistance } from './distance';

// "Near me" (issue 47 item 2, decision 0311), one hook for the courses page, the tee-times page and the
// waitlist's course picker: the browser is asked for the golfer's position only when they tap the button,
// the position stays in this hook's state (never sent, never stored), and a refusal changes nothing.

export type NearMeStatus = 'off' | 'locating' | 'on' | 'refused' | 'unavailable';

export type NearMe = {
  status: NearMeStatus;
  /** Asks for the position (the browser's prompt the first time); a second tap while on turns it off. */
  toggle(): void;
  /** The courses nearest first while on; the list as given otherwise. */
  sort<T extends Placed>(courses: readonly T[]): T[];
  /** "12 km" while on, for a course with coordinates; undefined otherwise. */
  distanceOf(course: Placed): string | undefined;
};

/** A rough fix is enough to rank courses kilometres apart; a recent one is reused. */
const POSITION_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 15_000, maximumAge: 300_000 };

export function useNearMe(): NearMe {
  const [status, setStatus] = useState<NearMeStatus>('off');
  const [origin, setOrigin] = useState<LatLng | undefined>();

  const toggle = useCallback(() => {
    if (status === 'on') {
      setStatus('off');
      setOrigin(undefined);
      return;
    }
    if (status === 'locating') return;
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    geolocation.getCurrentPosition(
      (position) => {
        setOrigin({ latitude: position.coords.latitude, longitude: position.coords.longitude });
        setStatus('on');
      },
      (error) => {
        setOrigin(undefined);
        setStatus(error.code === error.PERMISSION_DENIED ? 'refused' : 'unavailable');
      },
      POSITION_OPTIONS,
    );
  }, [status]);

  return useMemo<NearMe>(
    () => ({
      status,
      toggle,
      sort: (courses) => (origin ? sortByDistance(courses, origin) : [...courses]),
      distanceOf: (course) => {
        const km = origin ? courseDistanceKm(origin, course) : undefined;
        return km === undefined ? undefined : formatDistance(km);
      },
    }),
    [status, toggle, origin],
  );
}
