ALTER TABLE "slot_openings" ADD COLUMN "first_observation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "slot_openings" ADD COLUMN "closed_at" timestamp with time zone;