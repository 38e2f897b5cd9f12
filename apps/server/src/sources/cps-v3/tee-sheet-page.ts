import { type HTMLElement, parse } from 'node-html-parser';
import { malformedAnswer } from '../upstream-values';

// Reads a CPS v3 Home/nIndex page with an HTML parser (decision 0164). No real page is public: the
// selectors are those public client code uses on the West Vancouver tenant (docs/upstream-protocols.md,
// "CPS v3"), and anything the page does not answer in that shape is an upstream error with its reason,
// never an empty sheet. Only an explicit "no tee times" notice is an empty sheet.

/** One tee-time block as the page shows it, before normalisation. */
export type CpsV3Row = {
  /** "7:57 AM" */
  time: string;
  /** "Single", "3 Players", "2 - 4 Players" */
  players: string;
  /** "9 Holes", when shown. */
  holes?: string;
  /** "$31.00", when shown. */
  price?: string;
  /** The page's id for the time, when it gives one. */
  id?: string;
};

const textOf = (element: HTMLElement | null): string | undefined => {
  const value = element?.text.replace(/\s+/g, ' ').trim();
  return value ? value : undefined;
};

/**
 * The tee-time blocks of a page for `queryDate` ("2026-6-13"). Throws the malformed SourceError, naming
 * what was missing, when the page is not a tee sheet, is one of another day, or holds a block it cannot read.
 */
export function readCpsV3TeeSheet(html: string, queryDate: string): CpsV3Row[] {
  const sheet = parse(html).querySelector('div.teeSheet');
  if (!sheet) throw malformedAnswer('CPS v3 page has no tee sheet (div.teeSheet)');
  const shownDate = sheet.getAttribute('data-date');
  if (shownDate !== undefined && shownDate !== queryDate) {
    throw malformedAnswer(`CPS v3 page shows ${shownDate}, not the ${queryDate} asked for`);
  }
  const blocks = sheet.querySelectorAll('div.teetime');
  if (blocks.length === 0) {
    if (sheet.querySelector('.noTeeTimes')) return [];
    throw malformedAnswer('CPS v3 tee sheet has neither tee times nor its "no tee times" notice');
  }
  return blocks.map((block, index) => {
    const time = textOf(block.querySelector('.timeDiv span')) ?? textOf(block.querySelector('.timeDiv'));
    if (!time) throw malformedAnswer(`CPS v3 tee time #${index + 1} has no start time (h3.timeDiv)`);
    const players = textOf(block.querySelector('div.player p')) ?? textOf(block.querySelector('div.player'));
    if (!players) throw malformedAnswer(`CPS v3 tee time ${time} has no players (div.player)`);
    return {
      time,
      players,
      holes: textOf(block.querySelector('.holes')),
      price: textOf(block.querySelector('.price')),
      id: block.getAttribute('data-teesheetid'),
    };
  });
}

/** The courses a v3 page offers in its course picker (`select#CourseId`), as { id, name }. */
export function readCpsV3Courses(
  html: string,
): Array<{ courseId: string; name: string; isSelected: boolean }> {
  const options = parse(html).querySelectorAll('select#CourseId option');
  return options.flatMap((option) => {
    const courseId = option.getAttribute('value')?.trim() ?? '';
    const name = textOf(option);
    if (!/^\d{1,9}$/.test(courseId) || !name) return [];
    return [{ courseId, name, isSelected: option.hasAttribute('selected') }];
  });
}

/** The page's title without the " - Tee Times" suffix, for a tenant that shows no course picker. */
export function readCpsV3Title(html: string): string | undefined {
  return textOf(parse(html).querySelector('title'))?.replace(/\s*-\s*Tee Times$/i, '');
}
