import { z } from 'zod';
import { bookingSystemOf, perBookingSystem } from '../booking-systems';
import { isBlank, isHttpUrl } from '../booking-systems/booking-system';
import type { ApiType } from '../constants';

// A course's source configuration (admin-console §3, §5): which fields each API type needs (each booking
// system declares its own, booking-systems/) and how the form's values are read.

/** Config fields each API type needs, in the order the form shows them. */
export const REQUIRED_API_CONFIG_FIELDS: Record<ApiType, readonly string[]> = {
  ...perBookingSystem((system) => system.requiredConfig),
  none: [],
};
/** Config fields that must hold a URL. */
export const URL_API_CONFIG_FIELDS: readonly string[] = ['baseUrl', 'referer', 'clubUrl'];
/** Optional config fields an adapter reads; kept when present. */
export const OPTIONAL_API_CONFIG_FIELDS: Record<ApiType, readonly string[]> = {
  ...perBookingSystem((system) => system.optionalConfig),
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

/** What the form starts with (and resets to when the API type changes). */
export function defaultApiConfig(apiType: ApiType): Record<string, string> {
  return { ...bookingSystemOf(apiType)?.defaultConfig };
}

export { isBlank, isHttpUrl };

/** The required config fields that are blank, in form order. Drives the test button and validate-config. */
export function missingApiConfigFields(apiType: ApiType, apiConfig: Record<string, unknown>): string[] {
  return REQUIRED_API_CONFIG_FIELDS[apiType].filter((field) => isBlank(apiConfig[field]));
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
