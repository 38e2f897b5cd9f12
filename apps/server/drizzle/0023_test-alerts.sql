CREATE TABLE "test_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"channel" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notification_id" integer
);
--> statement-breakpoint
ALTER TABLE "test_alerts" ADD CONSTRAINT "test_alerts_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_alerts" ADD CONSTRAINT "test_alerts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_alerts_user_idx" ON "test_alerts" USING btree ("user_id","requested_at");