ALTER TABLE "golf_courses" ADD COLUMN "free_cancellation_hours" smallint;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "free_cancellation_source" text;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;