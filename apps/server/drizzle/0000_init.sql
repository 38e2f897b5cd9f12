CREATE TABLE "account" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"url" text NOT NULL,
	"alt_text" text,
	"storage_key" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "course_polls" (
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"last_polled_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	CONSTRAINT "course_polls_course_id_date_pk" PRIMARY KEY("course_id","date")
);
--> statement-breakpoint
CREATE TABLE "golf_courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"seed_key" text,
	"name" text NOT NULL,
	"city" text,
	"location" text,
	"description" text,
	"image_url" text,
	"holes" smallint,
	"length_yards" integer,
	"par" smallint,
	"course_rating" double precision,
	"slope_rating" smallint,
	"course_type" text,
	"is_public" boolean DEFAULT true NOT NULL,
	"booking_advance_days" smallint DEFAULT 30 NOT NULL,
	"booking_url" text,
	"website" text,
	"address" text,
	"phone" text,
	"email" text,
	"facilities" text[] DEFAULT '{}'::text[] NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"api_source" text,
	"api_type" text NOT NULL,
	"api_course_id" text NOT NULL,
	"api_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"booking_open_time" text DEFAULT '00:00' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "golf_courses_seed_key_unique" UNIQUE("seed_key")
);
--> statement-breakpoint
CREATE TABLE "monitoring_request_courses" (
	"request_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	CONSTRAINT "monitoring_request_courses_request_id_course_id_pk" PRIMARY KEY("request_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "monitoring_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"preferred_dates" date[] NOT NULL,
	"start_hour" smallint NOT NULL,
	"end_hour" smallint NOT NULL,
	"number_of_players" smallint DEFAULT 0 NOT NULL,
	"notification_method" text DEFAULT 'email' NOT NULL,
	"contact_email" text NOT NULL,
	"contact_phone" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"notification_method" text DEFAULT 'email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"is_successful" boolean NOT NULL,
	"error_message" text,
	"opening_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"notification_sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_alerts" (
	"request_id" integer NOT NULL,
	"opening_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"notification_id" integer,
	CONSTRAINT "request_alerts_request_id_opening_id_pk" PRIMARY KEY("request_id","opening_id")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"token" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"impersonated_by" text,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "slot_openings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"slot_id" bigint NOT NULL,
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"holes" smallint NOT NULL,
	"available_spots" smallint NOT NULL,
	"min_players" smallint DEFAULT 1 NOT NULL,
	"max_players" smallint DEFAULT 4 NOT NULL,
	"price" double precision,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tee_time_slots" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"time" text NOT NULL,
	"holes" smallint NOT NULL,
	"source_slot_id" text,
	"available_spots" smallint NOT NULL,
	"min_players" smallint DEFAULT 1 NOT NULL,
	"max_players" smallint DEFAULT 4 NOT NULL,
	"price" double precision,
	"booking_url" text,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"gone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" text DEFAULT 'user',
	"banned" boolean DEFAULT false,
	"ban_reason" text,
	"ban_expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "verification" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_images" ADD CONSTRAINT "course_images_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_polls" ADD CONSTRAINT "course_polls_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_request_courses" ADD CONSTRAINT "monitoring_request_courses_request_id_monitoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."monitoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_request_courses" ADD CONSTRAINT "monitoring_request_courses_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_request_id_monitoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."monitoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_request_id_monitoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."monitoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_opening_id_slot_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."slot_openings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_alerts" ADD CONSTRAINT "request_alerts_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slot_openings" ADD CONSTRAINT "slot_openings_slot_id_tee_time_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."tee_time_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tee_time_slots" ADD CONSTRAINT "tee_time_slots_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_user_id_idx" ON "account" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "course_images_course_idx" ON "course_images" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "golf_courses_active_idx" ON "golf_courses" USING btree ("is_active","name") WHERE "golf_courses"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "mrc_course_idx" ON "monitoring_request_courses" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "monitoring_requests_user_idx" ON "monitoring_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoring_requests_active_idx" ON "monitoring_requests" USING btree ("expires_at") WHERE "monitoring_requests"."is_active";--> statement-breakpoint
CREATE INDEX "notifications_request_idx" ON "notifications" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "notifications_sent_idx" ON "notifications" USING btree ("notification_sent_at");--> statement-breakpoint
CREATE INDEX "request_alerts_pending_idx" ON "request_alerts" USING btree ("request_id") WHERE "request_alerts"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "slot_openings_course_date_idx" ON "slot_openings" USING btree ("course_id","date");--> statement-breakpoint
CREATE INDEX "slot_openings_opened_idx" ON "slot_openings" USING btree ("opened_at");--> statement-breakpoint
CREATE UNIQUE INDEX "tee_time_slots_key" ON "tee_time_slots" USING btree ("course_id","date","time","holes");