ALTER TABLE "golf_courses" ADD COLUMN "free_cancellation_hours" smallint;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "free_cancellation_source" text;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_course_id" integer;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_date" date;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_time" text;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_better" text;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_course_ranking" integer[];--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "held_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "kind" text;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_held_course_id_golf_courses_id_fk" FOREIGN KEY ("held_course_id") REFERENCES "public"."golf_courses"("id") ON DELETE set null ON UPDATE no action;