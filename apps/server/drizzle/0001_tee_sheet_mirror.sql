CREATE TABLE "upstream_host_minutes" (
	"host" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"rate_limited" integer DEFAULT 0 NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upstream_host_minutes_host_minute_pk" PRIMARY KEY("host","minute")
);
--> statement-breakpoint
CREATE TABLE "upstream_hosts" (
	"host" text PRIMARY KEY NOT NULL,
	"next_request_at" timestamp with time zone NOT NULL,
	"slow_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "course_polls" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "course_polls" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tee_time_slots_open_idx" ON "tee_time_slots" USING btree ("date","course_id") WHERE "tee_time_slots"."gone_at" is null;