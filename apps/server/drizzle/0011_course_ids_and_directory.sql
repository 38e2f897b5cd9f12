ALTER TABLE "golf_courses" ADD COLUMN "source_course_name" text;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "source_ids_found_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "source_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "source_missing_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "directory_only" boolean DEFAULT false NOT NULL;