import type { CpsV3Course } from './cps-v3-tenants';
import type { Slot } from './tee-sheets';

// The HTML a legacy CPS v3 tenant answers for Home/nIndex. No recording of a real v3 page is public
// (docs/upstream-protocols.md, "CPS v3"): the markup follows what public client code selects on the
// West Vancouver tenant (`div.teetime`, `h3.timeDiv span` with "07:57 AM", `div.player p` with "2 - 4",
// the `div.container-fluid.teeSheet` under `#bodyContent`, `div.divBoxText`); the rest is ours.

export type CpsV3Page = {
  tenantPath: string;
  title: string;
  session: string;
  courses: CpsV3Course[];
  courseId: number;
  /** YYYY-MM-DD */
  date: string;
  hole: number;
  slots: Slot[];
};

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** YYYY-MM-DD → the v3 query's unpadded "YYYY-M-D". */
export function cpsV3QueryDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}-${month}-${day}`;
}

/** Minutes since midnight → "7:57 AM". */
function clock12(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${String(minutes % 60).padStart(2, '0')} ${suffix}`;
}

function players(slot: Slot): string {
  if (slot.spots === 1) return 'Single';
  return slot.minPlayers < slot.spots
    ? `${slot.minPlayers} - ${slot.spots} Players`
    : `${slot.spots} Players`;
}

function teeTimeBlock(page: CpsV3Page, slot: Slot, broken: boolean): string {
  const time = broken ? '' : `<h3 class="timeDiv"><span>${clock12(slot.minutes)}</span></h3>`;
  return `<div class="col-xs-12 col-sm-6 col-md-4 teetime" data-teesheetid="${slot.id}">
  <a href="/${page.tenantPath}/(S(${page.session}))/Home/nBookTime?TeeSheetId=${slot.id}">
    <div class="row">${time}
      <div class="col-xs-12 text-center divBoxText">
        <div class="player"><p>${players(slot)}</p></div>
        <p class="holes">${Math.min(page.hole, slot.holes)} Holes</p>
        <p class="price">$${slot.price.toFixed(2)}</p>
      </div>
    </div>
  </a>
</div>`;
}

function layout(page: CpsV3Page, content: string): string {
  const [year, month, day] = page.date.split('-').map(Number) as [number, number, number];
  const options = page.courses
    .map(
      (course) =>
        `<option value="${course.courseId}"${course.courseId === page.courseId ? ' selected="selected"' : ''}>${escapeHtml(course.name)}</option>`,
    )
    .join('');
  return `<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>${escapeHtml(page.title)} - Tee Times</title></head>
<body>
<div id="bodyContent">
  <form method="get" action="/${page.tenantPath}/(S(${page.session}))/Home/nIndex">
    <select id="CourseId" name="CourseId">${options}</select>
    <input type="hidden" name="Date" value="${cpsV3QueryDate(page.date)}">
  </form>
  <h2 class="teeSheetDate">${MONTHS[month - 1]} ${day}, ${year}</h2>
  <div class="container-fluid teeSheet" data-date="${cpsV3QueryDate(page.date)}">
${content}
  </div>
</div>
</body>
</html>`;
}

/** The tee sheet: one block per open time, or the "no tee times" notice when none is open. */
export function cpsV3TeeSheetPage(page: CpsV3Page): string {
  if (page.slots.length === 0) {
    return layout(
      page,
      '<div class="noTeeTimes"><p>There are no tee times available for the date you selected.</p></div>',
    );
  }
  return layout(page, page.slots.map((slot) => teeTimeBlock(page, slot, false)).join('\n'));
}

/**
 * The malformed fault: the same page after a markup change the adapter cannot read (the tee-time blocks
 * lost their start time), or, on a day with nothing open, a page with no tee sheet at all.
 */
export function cpsV3MalformedPage(page: CpsV3Page): string {
  if (page.slots.length === 0) {
    return `<!DOCTYPE html><html><head><title>${escapeHtml(page.title)}</title></head><body><div id="bodyContent"><p>Please select a course.</p></div></body></html>`;
  }
  return layout(page, page.slots.map((slot) => teeTimeBlock(page, slot, true)).join('\n'));
}
