ALTER TABLE "monitoring_requests" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "group_booked" jsonb;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_group_id_monitoring_requests_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."monitoring_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "monitoring_requests_group_idx" ON "monitoring_requests" USING btree ("group_id") WHERE "monitoring_requests"."group_id" is not null;