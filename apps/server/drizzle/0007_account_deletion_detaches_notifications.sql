ALTER TABLE "notifications" ALTER COLUMN "request_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ALTER COLUMN "recipient" DROP NOT NULL;