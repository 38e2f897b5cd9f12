ALTER TABLE "notifications" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "email_content" jsonb;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "message_source" text;