CREATE TABLE "user_delivery_rules" (
	"user_id" text PRIMARY KEY NOT NULL,
	"rules" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "delivery_rules" jsonb;--> statement-breakpoint
ALTER TABLE "user_delivery_rules" ADD CONSTRAINT "user_delivery_rules_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;