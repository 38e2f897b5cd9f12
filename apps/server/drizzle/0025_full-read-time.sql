ALTER TABLE "course_polls" ADD COLUMN "last_full_success_at" timestamp with time zone;--> statement-breakpoint
-- Every read so far read the whole day.
UPDATE "course_polls" SET "last_full_success_at" = "last_success_at";
