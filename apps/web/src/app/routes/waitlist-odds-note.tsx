import { OpeningOddsNote } from '../../features/insights/components/opening-odds-note';
import type { OddsChoice } from '../../features/waitlist/components/waitlist-form';

/** The waitlist form's odds line: the insights feature's note, composed here so neither feature imports the other. */
export function waitlistOddsNote(choice: OddsChoice) {
  return <OpeningOddsNote {...choice} />;
}
