ALTER TABLE "monitoring_requests" ADD COLUMN "weekly_days" smallint[];--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "weekly_ends_on" date;