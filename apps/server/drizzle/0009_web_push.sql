CREATE TABLE "push_alerts" (
	"subscription_id" integer NOT NULL,
	"opening_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"request_id" integer NOT NULL,
	"notification_id" integer,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "push_alerts_subscription_id_opening_id_kind_pk" PRIMARY KEY("subscription_id","opening_id","kind")
);
--> statement-breakpoint
CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"expiration_time" timestamp with time zone,
	"device_label" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_success_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "alert_channel" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_subscription_id" integer;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "push_payload" jsonb;--> statement-breakpoint
ALTER TABLE "push_alerts" ADD CONSTRAINT "push_alerts_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_alerts" ADD CONSTRAINT "push_alerts_opening_id_slot_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."slot_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_alerts" ADD CONSTRAINT "push_alerts_request_id_monitoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."monitoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_alerts" ADD CONSTRAINT "push_alerts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_alerts_notification_idx" ON "push_alerts" USING btree ("notification_id");--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_push_subscription_id_push_subscriptions_id_fk" FOREIGN KEY ("push_subscription_id") REFERENCES "public"."push_subscriptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_push_subscription_idx" ON "notifications" USING btree ("push_subscription_id");