import type {
  ApiType,
  DeliveryChannel,
  DeliveryRules,
  FinishBeforeSunset,
  GroupBookedNote,
  HeldBetterRule,
} from '@teewatch/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
/** When the row was made and last changed: better-auth's tables and the course catalogue keep both. */
const createdAndUpdatedAt = () => ({
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
// The row belongs to its user, course or request, and is deleted with it.
const userIdColumn = () =>
  text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
const courseIdColumn = () =>
  integer('course_id')
    .notNull()
    .references(() => golfCourses.id, { onDelete: 'cascade' });
const requestIdColumn = () =>
  integer('request_id')
    .notNull()
    .references(() => monitoringRequests.id, { onDelete: 'cascade' });

// ── better-auth tables (field names are better-auth's; the admin plugin adds role/ban/impersonation) ──

export const user = pgTable('user', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  role: text('role').default('user'),
  banned: boolean('banned').default(false),
  banReason: text('ban_reason'),
  banExpires: timestamptz('ban_expires'),
  /** better-auth's two-factor plugin: a TOTP enrolment was confirmed with a code (decision 0246). */
  twoFactorEnabled: boolean('two_factor_enabled').default(false),
  ...createdAndUpdatedAt(),
});

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    impersonatedBy: text('impersonated_by'),
    /** The session was opened by a TOTP or backup code (auth.ts sets it); the admin gate reads it (0246). */
    twoFactorVerified: boolean('two_factor_verified').notNull().default(false),
    userId: userIdColumn(),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    index('session_user_id_idx').on(t.userId),
    // The retention job's scan (decision 0252): sessions that still hold an IP address or user agent.
    index('session_details_created_idx')
      .on(t.createdAt)
      .where(sql`${t.ipAddress} is not null or ${t.userAgent} is not null`),
  ],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: userIdColumn(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    ...createdAndUpdatedAt(),
  },
  (t) => [index('account_user_id_idx').on(t.userId)],
);

export const verification = pgTable('verification', {
  id: text('id').primaryKey(),
  identifier: text('identifier').notNull(),
  value: text('value').notNull(),
  expiresAt: timestamptz('expires_at').notNull(),
  ...createdAndUpdatedAt(),
});

/**
 * better-auth's two-factor plugin (decision 0246): the TOTP secret and the backup codes, both encrypted
 * with the auth secret by the plugin, and its count of wrong codes.
 */
export const twoFactor = pgTable(
  'two_factor',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: userIdColumn(),
    verified: boolean('verified').default(true),
    failedVerificationCount: integer('failed_verification_count').default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factor_user_id_idx').on(t.userId), index('two_factor_secret_idx').on(t.secret)],
);

/**
 * Every rate-limit counter (better-auth's per client address and path, and ours, each under its own key
 * prefix), in the database so that every API process shares them; lib/rate-counter.ts is the one reader
 * and writer (decision 0291). The retention job deletes idle counters by `last_request`, hence its index.
 */
export const rateLimit = pgTable(
  'rate_limit',
  {
    id: text('id').primaryKey(),
    key: text('key').notNull().unique(),
    count: integer('count').notNull(),
    lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
  },
  (t) => [index('rate_limit_last_request_idx').on(t.lastRequest)],
);

/** Contact addresses (other than the account's own) that a user proved they read, by the emailed link. */
export const confirmedContactEmails = pgTable(
  'confirmed_contact_emails',
  {
    userId: userIdColumn(),
    /** Lower-cased. */
    email: text('email').notNull(),
    confirmedAt: timestamptz('confirmed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.email] })],
);

// ── Course catalogue ──

export const golfCourses = pgTable(
  'golf_courses',
  {
    id: serial('id').primaryKey(),
    /** Identifies a catalogue row the seed created, so re-seeding never duplicates or overwrites it. */
    seedKey: text('seed_key').unique(),
    name: text('name').notNull(),
    city: text('city'),
    location: text('location'),
    description: text('description'),
    imageUrl: text('image_url'),
    holes: smallint('holes'),
    lengthYards: integer('length_yards'),
    par: smallint('par'),
    courseRating: doublePrecision('course_rating'),
    slopeRating: smallint('slope_rating'),
    courseType: text('course_type'),
    isPublic: boolean('is_public').notNull().default(true),
    bookingAdvanceDays: smallint('booking_advance_days').notNull().default(30),
    bookingUrl: text('booking_url'),
    website: text('website'),
    address: text('address'),
    phone: text('phone'),
    email: text('email'),
    facilities: text('facilities').array().notNull().default(sql`'{}'::text[]`),
    features: text('features').array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    apiSource: text('api_source'),
    /** 'none': no booking system Teewatch reads (a directory-only course). */
    apiType: text('api_type').$type<ApiType>().notNull(),
    /** '' until the course's id is found in its site's course list (decision 0160). */
    apiCourseId: text('api_course_id').notNull(),
    apiConfig: jsonb('api_config').$type<Record<string, unknown>>().notNull().default({}),
    /**
     * The course's name as its booking system lists it: with the site (api_config), what defines the course.
     * Null for a course defined by a hand-copied id until its site's list confirms it (decision 0160).
     */
    sourceCourseName: text('source_course_name'),
    /** When the site's course list last named this course (its ids were found or confirmed then). */
    sourceIdsFoundAt: timestamptz('source_ids_found_at'),
    /** When the site's course list was last read for this course; null = check at the next chance. */
    sourceCheckedAt: timestamptz('source_checked_at'),
    /** Since when the site's list no longer names the course: "not found at its booking site". */
    sourceMissingSince: timestamptz('source_missing_since'),
    /** Listed with its facts and links, never read for tee times (decision 0161). */
    directoryOnly: boolean('directory_only').notNull().default(false),
    /** Daily booking release time, HH:MM in UTC (admin-console §5). */
    bookingOpenTime: text('booking_open_time').notNull().default('00:00'),
    /**
     * Where the course is (WGS 84 degrees), for its sunset (issue 38, decision 0200); null when no public
     * source gave it: the region's reference point stands in.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /**
     * Free cancellation ends this many hours before a tee time (issue 38 item 2, decision 0196), with
     * where that is stated; null = not known (no release reminder).
     */
    freeCancellationHours: smallint('free_cancellation_hours'),
    freeCancellationSource: text('free_cancellation_source'),
    ...createdAndUpdatedAt(),
    /** Deleted courses are kept (hidden) so the requests and alerts that name them still read well. */
    deletedAt: timestamptz('deleted_at'),
  },
  (t) => [index('golf_courses_active_idx').on(t.isActive, t.name).where(sql`${t.deletedAt} is null`)],
);

export const courseImages = pgTable(
  'course_images',
  {
    id: serial('id').primaryKey(),
    courseId: courseIdColumn(),
    /** 0 is the cover. */
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    altText: text('alt_text'),
    storageKey: text('storage_key').notNull(),
    width: integer('width'),
    height: integer('height'),
    bytes: integer('bytes'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (t) => [index('course_images_course_idx').on(t.courseId, t.position)],
);

/** PostgreSQL's bytea as a Buffer (pg answers a Buffer, PGlite a Uint8Array). */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * The uploaded image files themselves (decision 0233), so every process on the database serves every
 * image: one row per size of an image, named by the key in its URL (`<courseId>/<uuid>-<width>.webp`).
 */
export const courseImageFiles = pgTable('course_image_files', {
  key: text('key').primaryKey(),
  content: bytea('content').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** The golfer's default delivery rules (DeliveryRules, decision 0133); no row = none. */
export const userDeliveryRules = pgTable('user_delivery_rules', {
  userId: userIdColumn().primaryKey(),
  rules: jsonb('rules').$type<DeliveryRules>().notNull(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

// ── Waitlist ──

export const monitoringRequests = pgTable(
  'monitoring_requests',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    preferredDates: date('preferred_dates', { mode: 'string' }).array().notNull(),
    /**
     * Dates the golfer said "I booked it" for (decision 0071): each was taken out of preferred_dates, so
     * matching, polling and expiry never see it again; kept here so the dashboard can say so.
     */
    bookedDates: date('booked_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    startHour: smallint('start_hour').notNull(),
    endHour: smallint('end_hour').notNull(),
    /** 0 means any party size. */
    numberOfPlayers: smallint('number_of_players').notNull().default(0),
    /**
     * The channels its alerts go by (decision 0260), each once in DELIVERY_CHANNELS' order: 'email', 'push'
     * (the golfer's devices), 'sms' (the account's confirmed number). The API's notification_method and
     * alert_channel are derived from it.
     */
    alertChannels: text('alert_channels')
      .array()
      .$type<DeliveryChannel[]>()
      .notNull()
      .default(sql`'{email}'::text[]`),
    contactEmail: text('contact_email').notNull(),
    contactPhone: text('contact_phone'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    expiresAt: timestamptz('expires_at').notNull(),
    /** This request's own delivery rules (DeliveryRules, decision 0133); null = the account's. */
    deliveryRules: jsonb('delivery_rules').$type<DeliveryRules>(),
    /** Finish before dark (issue 38, decision 0199): holes and pace in force; null = no sunset rule. */
    finishBeforeSunset: jsonb('finish_before_sunset').$type<FinishBeforeSunset>(),
    // The tee time the golfer holds (issue 38, decision 0195): all five set, or all null. With one, the
    // request is an upgrade watch and alerts only for times that beat it (lib/held-time-sql.ts).
    heldCourseId: integer('held_course_id').references(() => golfCourses.id, { onDelete: 'set null' }),
    heldDate: date('held_date', { mode: 'string' }),
    /** HH:MM, Vancouver wall clock. */
    heldTime: text('held_time'),
    heldBetter: text('held_better').$type<HeldBetterRule>(),
    /** For held_better 'course': the request's course ids, best first. */
    heldCourseRanking: integer('held_course_ranking').array(),
    /** When this held time was set: its release reminder (decision 0196) is the first one sent since. */
    heldSetAt: timestamptz('held_set_at'),
    /** Split a foursome (decision 0203): two times at most this many minutes apart; null = one time only. */
    splitPartyMaxGapMinutes: smallint('split_party_max_gap_minutes'),
    /**
     * Wait as a group (issue 38 item 5, decision 0210): the group's first request, the one its invitation
     * was made from (that request names itself). Members' times must suit every request of the group.
     */
    groupId: integer('group_id').references((): AnyPgColumn => monitoringRequests.id, {
      onDelete: 'set null',
    }),
    /** Who of the group booked what, when a member's "I booked it" ended the watch for all; null otherwise. */
    groupBooked: jsonb('group_booked').$type<GroupBookedNote>(),
    /**
     * A standing weekly watch (issue 51, decision 0350): its weekdays, 0 = Sunday; null for a dated request.
     * preferred_dates holds the dates it covers now, rolled forward each day (rollWeeklyRules).
     */
    weeklyDays: smallint('weekly_days').array(),
    /** A weekly rule's last date (at most a season after it was saved); null for a dated request. */
    weeklyEndsOn: date('weekly_ends_on', { mode: 'string' }),
  },
  (t) => [
    index('monitoring_requests_user_idx').on(t.userId, t.createdAt),
    index('monitoring_requests_group_idx').on(t.groupId).where(sql`${t.groupId} is not null`),
    index('monitoring_requests_active_idx').on(t.expiresAt).where(sql`${t.isActive}`),
    // At least one channel; which names are channels is the shared list's (DELIVERY_CHANNELS), checked
    // on input, so a new channel needs no migration (docs/adding-a-channel.md).
    check('monitoring_requests_alert_channels_check', sql`cardinality(${t.alertChannels}) >= 1`),
  ],
);

export const monitoringRequestCourses = pgTable(
  'monitoring_request_courses',
  {
    requestId: requestIdColumn(),
    courseId: integer('course_id')
      .notNull()
      .references(() => golfCourses.id),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.courseId] }), index('mrc_course_idx').on(t.courseId)],
);

// ── Observation and alerts ──

/**
 * The mirror's bookkeeping per (course, date): when it was last read (attempt and success), the last
 * error, and the lease a worker or search holds while reading it, so no two processes read it at once.
 */
export const coursePolls = pgTable(
  'course_polls',
  {
    courseId: courseIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    /** End of the last read attempt, successful or not. */
    lastPolledAt: timestamptz('last_polled_at'),
    /** End of the last successful read: the `fetchedAt` searches show. Null when never read (or cleared). */
    lastSuccessAt: timestamptz('last_success_at'),
    /**
     * The successful read before the last one: with lastSuccessAt, how often the pair is read now, which a
     * request's dashboard card shows (issue 50, decision 0305). Null until the pair was read twice.
     */
    previousSuccessAt: timestamptz('previous_success_at'),
    /**
     * End of the last successful read of the whole day. A read narrowed to the watched hours (decision
     * 0300) moves last_success_at only; the planner reads the whole day again from this.
     */
    lastFullSuccessAt: timestamptz('last_full_success_at'),
    lastError: text('last_error'),
    lastErrorAt: timestamptz('last_error_at'),
    /** While in the future, a reader holds this pair; an expired lease is free (its holder died or hung). */
    leaseUntil: timestamptz('lease_until'),
    /** When a golfer last searched this pair: for 10 minutes after, it is read on the watched tier. */
    lastSearchedAt: timestamptz('last_searched_at'),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.date] })],
);

/**
 * Sunset at a course on a date, in minutes after Vancouver midnight (issue 38, decision 0200), so the
 * set-based matcher can compare a round's end with it. Written by each mirror read before it matches
 * (lib/sunset.ts computes it with suncalc), with the coordinates it was computed from, so a corrected
 * course location is recomputed on the next read. Past dates go with the mirror's prune.
 */
export const courseSunsets = pgTable(
  'course_sunsets',
  {
    courseId: courseIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    sunsetMinutes: smallint('sunset_minutes').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.date] })],
);

/**
 * The hourly forecast at a course (issue 47, decision 0320), as the worker last read it from the weather API:
 * one row per Vancouver date and hour, with when it was read, so search and alerts say its age. A course's
 * rows are replaced by each read; an hour the read no longer covers is deleted with it.
 */
export const courseForecasts = pgTable(
  'course_forecasts',
  {
    courseId: courseIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    /** 0–23, Vancouver wall clock. */
    hour: smallint('hour').notNull(),
    temperatureC: doublePrecision('temperature_c').notNull(),
    /** Chance of precipitation, 0–100 %. */
    rainChance: smallint('rain_chance').notNull(),
    windKmh: doublePrecision('wind_kmh').notNull(),
    readAt: timestamptz('read_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.date, t.hour] })],
);

/** Golfers who switched the forecast out of their alerts (account page); no row: alerts name it. */
export const forecastAlertOptOuts = pgTable('forecast_alert_opt_outs', {
  userId: userIdColumn().primaryKey(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/**
 * Each upstream host's request budget, shared by every process: the earliest moment the next request
 * may start (requests reserve their start by moving it on), and until when the host asked us to slow down.
 */
export const upstreamHosts = pgTable('upstream_hosts', {
  host: text('host').primaryKey(),
  nextRequestAt: timestamptz('next_request_at').notNull(),
  slowUntil: timestamptz('slow_until'),
});

/** Requests per host and minute, for the admin dashboard and metrics (pruned after a day). */
export const upstreamHostMinutes = pgTable(
  'upstream_host_minutes',
  {
    host: text('host').notNull(),
    minute: timestamptz('minute').notNull(),
    requests: integer('requests').notNull().default(0),
    rateLimited: integer('rate_limited').notNull().default(0),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.host, t.minute] })],
);

/** Every tee-time slot seen upstream, with its current availability. */
export const teeTimeSlots = pgTable(
  'tee_time_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    courseId: courseIdColumn(),
    date: date('date', { mode: 'string' }).notNull(),
    /** Local HH:MM in America/Vancouver. */
    time: text('time').notNull(),
    holes: smallint('holes').notNull(),
    sourceSlotId: text('source_slot_id'),
    availableSpots: smallint('available_spots').notNull(),
    minPlayers: smallint('min_players').notNull().default(1),
    maxPlayers: smallint('max_players').notNull().default(4),
    price: doublePrecision('price'),
    bookingUrl: text('booking_url'),
    /** Where booking_url lands (tee-time, date, search-page); null on rows read before it was recorded. */
    bookingLandsOn: text('booking_lands_on').$type<'tee-time' | 'date' | 'search-page'>(),
    firstSeenAt: timestamptz('first_seen_at').notNull().defaultNow(),
    /**
     * The last read that changed the row (its spots, price, link, or a reopening): a read that finds the
     * slot as stored does not write it (decision 0257). The pair's last read is course_polls.last_success_at.
     */
    lastSeenAt: timestamptz('last_seen_at').notNull().defaultNow(),
    /** Set when the slot stopped being available; cleared when it reopens. */
    goneAt: timestamptz('gone_at'),
  },
  (t) => [
    uniqueIndex('tee_time_slots_key').on(t.courseId, t.date, t.time, t.holes),
    // The current sheet of a date: what a search reads.
    index('tee_time_slots_open_idx').on(t.date, t.courseId).where(sql`${t.goneAt} is null`),
  ],
);

/** A slot becoming available, or gaining spots. Each opening alerts a request at most once. */
export const slotOpenings = pgTable(
  'slot_openings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slotId: bigint('slot_id', { mode: 'number' })
      .notNull()
      .references(() => teeTimeSlots.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull(),
    holes: smallint('holes').notNull(),
    availableSpots: smallint('available_spots').notNull(),
    minPlayers: smallint('min_players').notNull().default(1),
    maxPlayers: smallint('max_players').notNull().default(4),
    price: doublePrecision('price'),
    openedAt: timestamptz('opened_at').notNull().defaultNow(),
    /**
     * The pair's first successful read, where every open slot counts as an opening (for alerts): the
     * date's release or simply our first look, not a reopening, so the odds leave it out (decision 0070).
     */
    firstObservation: boolean('first_observation').notNull().default(false),
    /** When the slot stopped being free (taken or withdrawn); null while it is still open or was never seen go. */
    closedAt: timestamptz('closed_at'),
  },
  (t) => [
    index('slot_openings_course_date_idx').on(t.courseId, t.date),
    index('slot_openings_opened_idx').on(t.openedAt),
  ],
);

/**
 * Every email (or other) attempt: the admin notification history reads these rows. When a golfer deletes
 * their account the rows stay, detached: no request and no recipient (decision 0102).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    /** Null once the golfer deleted their account; deleting one request still deletes its rows. */
    requestId: integer('request_id').references(() => monitoringRequests.id, { onDelete: 'cascade' }),
    /** The one channel it went by (decision 0260: the same list as a request's alert_channels). */
    notificationMethod: text('notification_method').$type<DeliveryChannel>().notNull().default('email'),
    /** Null once the golfer deleted their account. */
    recipient: text('recipient'),
    subject: text('subject'),
    isSuccessful: boolean('is_successful').notNull(),
    errorMessage: text('error_message'),
    openingIds: bigint('opening_ids', { mode: 'number' }).array().notNull().default(sql`'{}'::bigint[]`),
    /** The email's Message-ID, fixed at the claim: a re-send after a crash carries the same one. */
    messageId: text('message_id'),
    /** What the email lists, fixed at the claim (ClaimedEmail in features/alerts/claimed-email.ts). */
    emailContent: jsonb('email_content'),
    /** The composed message (RFC 5322) while it is in flight, so a re-send is byte for byte the same; cleared once accepted. */
    messageSource: text('message_source'),
    notificationSentAt: timestamptz('notification_sent_at').notNull().defaultNow(),
    /** A push's device (decision 0130); null for email, and once the device is removed. */
    pushSubscriptionId: integer('push_subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'set null',
    }),
    /** What a push says, fixed at its claim (StoredPush in features/push/push-payload.ts). */
    pushPayload: jsonb('push_payload'),
    /**
     * A text's delivery as Twilio's status callbacks report it (decision 0170): queued, sent, delivered,
     * undelivered or failed, with Twilio's error code; the text's Message SID is in message_id.
     */
    deliveryStatus: text('delivery_status').$type<SmsDeliveryStatus>(),
    providerErrorCode: integer('provider_error_code'),
    deliveryStatusAt: timestamptz('delivery_status_at'),
    /** How many SMS segments the text took (what it costs). */
    segments: smallint('segments'),
    /**
     * What the row is when it is not an alert: 'release-reminder' (decision 0196), 'test' (a test alert
     * the golfer asked for, decision 0262: counted against no daily cap), 'group-booked' (a group's "has
     * ended" note, decision 0263: counted against no daily cap either); null = an alert.
     */
    kind: text('kind').$type<'release-reminder' | 'test' | 'group-booked'>(),
    /**
     * The trace id of the work that claimed it (decision 0236): the mirror read that found the opening,
     * the request (X-Request-Id) that woke the delivery, or the plan's sweep. Null for older rows.
     */
    traceId: text('trace_id'),
  },
  (t) => [
    index('notifications_request_idx').on(t.requestId),
    index('notifications_push_subscription_idx').on(t.pushSubscriptionId),
    index('notifications_sent_idx').on(t.notificationSentAt),
  ],
);

/**
 * A test alert the golfer asked for from the account page (decision 0262): the delivery engine's
 * recipient of its one claim (`notification_id`, a notifications row of kind 'test'), by `channel`.
 */
export const testAlerts = pgTable(
  'test_alerts',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
  },
  (t) => [index('test_alerts_user_idx').on(t.userId, t.requestedAt)],
);

/**
 * The unique key that makes one alert per request per slot opening: a (request, opening) pair is
 * claimed once, across retries, crashes and several workers; `deliveredAt` is set when the email went out.
 */
export const requestAlerts = pgTable(
  'request_alerts',
  {
    requestId: requestIdColumn(),
    openingId: bigint('opening_id', { mode: 'number' })
      .notNull()
      .references(() => slotOpenings.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deliveredAt: timestamptz('delivered_at'),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    /**
     * A pair alert (decision 0204): the second time's opening, alerted with `opening_id` as one alert for
     * a split party. Null for a single time.
     */
    partnerOpeningId: bigint('partner_opening_id', { mode: 'number' }).references(() => slotOpenings.id, {
      onDelete: 'cascade',
    }),
  },
  (t) => [
    primaryKey({ columns: [t.requestId, t.openingId] }),
    index('request_alerts_pending_idx').on(t.requestId).where(sql`${t.deliveredAt} is null`),
  ],
);

// ── Texts (decisions 0170, 0171) ──

export type SmsDeliveryStatus = 'queued' | 'sent' | 'delivered' | 'undelivered' | 'failed';

/**
 * The golfer's mobile number (one per account), E.164. It receives alerts only once confirmed by the
 * code texted to it, after the golfer ticked the consent box (`consent_at`, CASL's express consent).
 * The code is kept as an HMAC, never as it was sent.
 */
export const userPhones = pgTable(
  'user_phones',
  {
    userId: userIdColumn().primaryKey(),
    phone: text('phone').notNull(),
    consentAt: timestamptz('consent_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    codeHash: text('code_hash'),
    codeSentAt: timestamptz('code_sent_at'),
    codeExpiresAt: timestamptz('code_expires_at'),
    /** Wrong codes typed against the current code. */
    codeAttempts: smallint('code_attempts').notNull().default(0),
    ...createdAndUpdatedAt(),
  },
  (t) => [
    // A confirmed number belongs to one account: replies (BOOKED, PAUSE) must know whose it is.
    uniqueIndex('user_phones_confirmed_phone_key').on(t.phone).where(sql`${t.confirmedAt} is not null`),
    index('user_phones_phone_idx').on(t.phone),
  ],
);

/**
 * Numbers that replied STOP (or that Twilio refused with 21610): nothing is texted to them until they
 * reply START. Kept by number, apart from any account, so it holds whoever adds the number later.
 */
export const smsOptOuts = pgTable('sms_opt_outs', {
  phone: text('phone').primaryKey(),
  /** `reply`: the number texted a stop word to us; `carrier`: Twilio answered error 21610. */
  source: text('source').$type<'reply' | 'carrier'>().notNull(),
  optedOutAt: timestamptz('opted_out_at').notNull().defaultNow(),
});

// ── Web Push (decision 0130) ──

/** A golfer's device that accepts Web Push: the browser's PushSubscription, one row per endpoint. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: userIdColumn(),
    endpoint: text('endpoint').notNull(),
    /** The browser's ECDH public key (base64url, 65 bytes) and auth secret (base64url, 16 bytes). */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    expirationTime: timestamptz('expiration_time'),
    /** "Chrome on Android", from the user agent that subscribed: how the golfer tells devices apart. */
    deviceLabel: text('device_label').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    lastSuccessAt: timestamptz('last_success_at'),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * What one device was pushed about: the key (device, opening, kind) is claimed once across retries,
 * crashes and workers, as request_alerts is for email. `open`: the opening's time was pushed (or counted
 * in a push's "more"); `taken`: the quiet notice that it was taken.
 */
export const pushAlerts = pgTable(
  'push_alerts',
  {
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    openingId: bigint('opening_id', { mode: 'number' })
      .notNull()
      .references(() => slotOpenings.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'open' | 'taken'>().notNull(),
    requestId: requestIdColumn(),
    notificationId: integer('notification_id').references(() => notifications.id, { onDelete: 'set null' }),
    deliveredAt: timestamptz('delivered_at'),
  },
  (t) => [
    primaryKey({ columns: [t.subscriptionId, t.openingId, t.kind] }),
    index('push_alerts_notification_idx').on(t.notificationId),
  ],
);

// ── Email and data the law accepts (issue 48 item 5, decisions 0250–0254) ──

/**
 * Addresses that asked for no more email: one click on any email's "Stop all email" link or its
 * List-Unsubscribe (RFC 8058). Kept by address (lower-cased), apart from any account, because contact
 * addresses need not be an account's and the wish holds whoever names the address later. Every
 * non-transactional email checks it; a password reset or an address confirmation still goes.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  email: text('email').primaryKey(),
  suppressedAt: timestamptz('suppressed_at').notNull().defaultNow(),
});

/**
 * Which wording a user agreed to, and when (PIPEDA's meaningful consent): `terms` at sign-up (the terms
 * and privacy page), `texts` at the text-alert consent box. One row per wording version agreed.
 */
export const userConsents = pgTable(
  'user_consents',
  {
    userId: userIdColumn(),
    kind: text('kind').$type<'terms' | 'texts'>().notNull(),
    version: text('version').notNull(),
    agreedAt: timestamptz('agreed_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.version] })],
);
