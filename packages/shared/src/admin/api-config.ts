import { z } from 'zod';
import type { ApiType } from '../constants';

// A course's source configuration (admin-console §3, §5): which fields each API type needs and how the
// form's values are read.

export const CHRONOGOLF_DEFAULT_BASE_URL = 'https://www.chronogolf.com/marketplace/v2/teetimes';

/** Config fields each API type needs, in the order the form shows them. */
export const REQUIRED_API_CONFIG_FIELDS: Record<ApiType, readonly string[]> = {
  cps: ['baseUrl', 'referer', 'siteId', 'websiteId'],
  // A legacy v3 tenant: its root (https://w.cps.golf/<Tenant>V3) and the round length its pages ask for.
  'cps-v3': ['baseUrl', 'hole'],
  chronogolf: ['baseUrl', 'clubUrl'],
  none: [],
};
/** Config fields that must hold a URL. */
export const URL_API_CONFIG_FIELDS: readonly string[] = ['baseUrl', 'referer', 'clubUrl'];
/** Optional config fields the ChronoGolf adapter reads; kept when present. */
export const OPTIONAL_API_CONFIG_FIELDS: Record<ApiType, readonly string[]> = {
  cps: [],
  'cps-v3': [],
  chronogolf: ['clubId', 'affiliationTypeId', 'courseUuid'],
  none: [],
};

export const API_CONFIG_FIELD_LABELS: Record<string, string> = {
  baseUrl: 'Base URL',
  referer: 'Referer URL',
  siteId: 'Site ID',
  websiteId: 'Website ID',
  clubUrl: 'Club URL',
  clubId: 'Club ID',
  affiliationTypeId: 'Affiliation Type ID',
  courseUuid: 'Course UUID',
  hole: 'Holes per round (Hole)',
};

/** The round lengths a CPS v3 page's `Hole` parameter takes. */
export const CPS_V3_HOLE_VALUES = ['9', '18'] as const;

/** What the form starts with (and resets to when the API type changes). */
export function defaultApiConfig(apiType: ApiType): Record<string, string> {
  if (apiType === 'none') return {};
  if (apiType === 'cps') return { baseUrl: '', referer: '', siteId: '', websiteId: '' };
  if (apiType === 'cps-v3') return { baseUrl: '', hole: '18' };
  return { baseUrl: CHRONOGOLF_DEFAULT_BASE_URL, clubUrl: '' };
}

export const isBlank = (value: unknown) =>
  value === undefined || value === null || String(value).trim() === '';

/** The required config fields that are blank, in form order. Drives the test button and validate-config. */
export function missingApiConfigFields(apiType: ApiType, apiConfig: Record<string, unknown>): string[] {
  return REQUIRED_API_CONFIG_FIELDS[apiType].filter((field) => isBlank(apiConfig[field]));
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The message validate-config returns for missing fields: 'Missing required fields: {list}'. */
export function missingFieldsMessage(fields: string[]): string {
  return `Missing required fields: ${fields.join(', ')}`;
}

const configValue = z.union([z.string().max(2000), z.number()]).transform((value) => String(value).trim());

/** api_config as sent by the form: every known key optional; per-type requirements are checked below. */
export const ApiConfigInputSchema = z.object({
  baseUrl: configValue.optional(),
  siteId: configValue.optional(),
  websiteId: configValue.optional(),
  referer: configValue.optional(),
  clubUrl: configValue.optional(),
  clubId: configValue.optional(),
  affiliationTypeId: configValue.optional(),
  courseUuid: configValue.optional(),
  hole: configValue.optional(),
});
