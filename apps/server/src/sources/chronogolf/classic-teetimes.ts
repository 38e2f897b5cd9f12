import type { SourceCourse, TeeTimeSlot } from '../tee-time-source';
import { malformedAnswer } from '../upstream-values';
import type { ClubConfig } from './club-config';
import { mergeClassicAnswers } from './normalise';

// The classic club endpoint, used when no v2 UUID is known. It answers "which slots take a party of N",
// so it takes one request per party size.

const CLASSIC_PARTY_SIZES = [4, 3, 2, 1] as const;

export async function fetchClassicSlots(
  getJson: (storedUrl: string, signal?: AbortSignal) => Promise<unknown>,
  input: { course: SourceCourse; club: ClubConfig; date: string; signal?: AbortSignal },
): Promise<TeeTimeSlot[]> {
  const { course, club, date, signal } = input;
  const base = `${club.origin}/marketplace/clubs/${encodeURIComponent(club.clubId!)}/teetimes?date=${date}&course_id=${encodeURIComponent(course.apiCourseId)}&nb_holes=${club.holes}`;
  // Issued together; the host's request budget spaces them out. One failure fails the lot, so the
  // others are called off rather than left retrying against a host that is refusing us.
  const siblings = new AbortController();
  const shared = signal ? AbortSignal.any([signal, siblings.signal]) : siblings.signal;
  try {
    const answers = await Promise.all(
      CLASSIC_PARTY_SIZES.map(async (partySize) => {
        const affiliations =
          `&affiliation_type_ids%5B%5D=${encodeURIComponent(club.affiliationTypeId!)}`.repeat(partySize);
        const body = await getJson(`${base}${affiliations}`, shared);
        if (!Array.isArray(body)) throw malformedAnswer('ChronoGolf: classic answer is not a list');
        return { partySize, items: body as unknown[] };
      }),
    );
    return mergeClassicAnswers(answers, { course, club, date });
  } finally {
    siblings.abort();
  }
}
