import { SOURCE_ERROR_MESSAGE } from '../http-client';
import { type FetchSlotsInput, SourceError, type TeeTimeSlot, type TeeTimeSource } from '../tee-time-source';
import { budgetKey } from '../upstream-url';
import { normaliseCpsV3Row } from './normalise';
import { type CpsV3PagesOptions, createCpsV3Pages } from './sessions';
import { readCpsV3TeeSheet } from './tee-sheet-page';
import { type CpsV3Tenant, tenantOf } from './tenant-config';

// The legacy CPS "v3" sites (https://w.cps.golf/<Tenant>V3, docs/upstream-protocols.md "CPS v3"): one
// HTML page per course and date, Home/nIndex, read under the tenant's cookieless session.

export type CpsV3SourceOptions = CpsV3PagesOptions;

/** "2026-06-13" → "2026-6-13", the form the v3 query reads. */
export function cpsV3QueryDate(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return `${year}-${month}-${day}`;
}

/** The tee sheet's page for a date, relative to the tenant (and its session): every time, any party. */
export function nIndexPage(tenant: CpsV3Tenant, date: string): string {
  const query = new URLSearchParams({
    CourseId: tenant.courseId,
    Date: cpsV3QueryDate(date),
    Time: 'AnyTime',
    Player: '99',
    Hole: String(tenant.hole),
  });
  return `Home/nIndex?${query.toString()}`;
}

export function createCpsV3Source(options: CpsV3SourceOptions): TeeTimeSource {
  const pages = createCpsV3Pages(options);
  return {
    hostOf: (course) => budgetKey(tenantOf(course).baseUrl),
    async fetchSlots({ course, date, signal }: FetchSlotsInput): Promise<TeeTimeSlot[]> {
      const tenant = tenantOf(course);
      const response = await pages.get(tenant.baseUrl, nIndexPage(tenant, date), signal);
      if (response.status !== 200) {
        throw new SourceError(SOURCE_ERROR_MESSAGE, 'unavailable', {
          cause: new Error(`CPS v3 HTTP ${response.status} from ${response.url}`),
        });
      }
      const rows = readCpsV3TeeSheet(response.text, cpsV3QueryDate(date));
      return rows.map((row) => normaliseCpsV3Row(row, tenant, date));
    },
  };
}
