import { z } from 'zod';
import { envelopeSchema } from './api-envelope';
import { DeliveryRulesSchema } from './delivery-rules';
import { EMAIL_ADDRESS_MESSAGES, MAX_EMAIL_CHARS } from './email-address';
import { IsoInstantSchema } from './iso-instant';
import { MonitoringRequestAlertSchema, MonitoringRequestSchema } from './monitoring-request-results';
import { PushDeviceSchema } from './push';

// The golfer's own data (issue 26, decision 0102): the download and the deletion of their account.

/** The words for a typed address that is not the account's. */
export const DELETE_ACCOUNT_EMAIL_MISMATCH =
  'Type your email address exactly as shown to delete your account';

/** The last admin cannot delete their own account: nobody would be left to run the console. */
export const LAST_ADMIN_MESSAGE =
  'You are the only admin. Make another account an admin before deleting this one.';

/** POST /api/account/delete body: the account's email, typed to confirm. */
export const DeleteAccountInputSchema = z.object({
  email: z
    .string({ error: DELETE_ACCOUNT_EMAIL_MISMATCH })
    .max(MAX_EMAIL_CHARS, EMAIL_ADDRESS_MESSAGES.tooLong),
});
export type DeleteAccountInput = z.infer<typeof DeleteAccountInputSchema>;

/** POST /api/account/delete answer. */
export const DeletedAccountResultSchema = envelopeSchema(z.object({ deleted: z.literal(true) }));

/** GET /api/account/export: the attachment's content, everything the account holds about its golfer. */
export const AccountExportSchema = z.object({
  exported_at: IsoInstantSchema,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    email_verified: z.boolean(),
    image: z.string().nullable(),
    role: z.string(),
    created_at: IsoInstantSchema,
    updated_at: IsoInstantSchema,
  }),
  /** How the account signs in (credential, google), without any secret. */
  sign_in_methods: z.array(z.object({ provider: z.string(), created_at: IsoInstantSchema })),
  sessions: z.array(
    z.object({
      created_at: IsoInstantSchema,
      expires_at: IsoInstantSchema,
      ip_address: z.string().nullable(),
      user_agent: z.string().nullable(),
    }),
  ),
  confirmed_contact_emails: z.array(z.object({ email: z.string(), confirmed_at: IsoInstantSchema })),
  /** The account's default alert rules: quiet hours, mute until, daily cap (decision 0133). */
  delivery_rules: DeliveryRulesSchema,
  /**
   * The phones and browsers that receive the golfer's push alerts (decision 0146): the push service's
   * origin, never the full endpoint (the subscription's address at that service) nor its keys.
   */
  push_devices: z.array(PushDeviceSchema.omit({ endpoint: true }).extend({ push_service: z.string() })),
  /**
   * The mobile number for text alerts (decision 0171): E.164, when the golfer agreed to texts and when
   * the number was confirmed; null when the account has none. Never the code.
   */
  phone: z
    .object({
      phone: z.string(),
      consent_at: IsoInstantSchema,
      confirmed_at: IsoInstantSchema.nullable(),
      texts_stopped: z.boolean(),
    })
    .nullable(),
  /** Every waitlist request with its courses, dates and settings, and the alerts it sent with their times. */
  requests: z.array(MonitoringRequestSchema.extend({ alerts: z.array(MonitoringRequestAlertSchema) })),
  /** The wording versions the golfer agreed to, and when (decision 0253). Optional for older servers. */
  consents: z
    .array(z.object({ kind: z.enum(['terms', 'texts']), version: z.string(), agreed_at: IsoInstantSchema }))
    .optional(),
  /** The golfer's addresses that stopped all email (decision 0250). Optional for older servers. */
  email_stops: z.array(z.object({ email: z.string(), stopped_at: IsoInstantSchema })).optional(),
  /** Whether alerts name the weather forecast (decision 0320). Optional for older servers. */
  forecast_in_alerts: z.boolean().optional(),
});
export type AccountExport = z.infer<typeof AccountExportSchema>;
