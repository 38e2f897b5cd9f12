ALTER TABLE "monitoring_requests" ADD COLUMN "booked_dates" date[] DEFAULT '{}'::date[] NOT NULL;--> statement-breakpoint
ALTER TABLE "tee_time_slots" ADD COLUMN "booking_lands_on" text;