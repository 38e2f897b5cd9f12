CREATE TABLE "course_forecasts" (
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"hour" smallint NOT NULL,
	"temperature_c" double precision NOT NULL,
	"rain_chance" smallint NOT NULL,
	"wind_kmh" double precision NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "course_forecasts_course_id_date_hour_pk" PRIMARY KEY("course_id","date","hour")
);
--> statement-breakpoint
CREATE TABLE "forecast_alert_opt_outs" (
	"user_id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_forecasts" ADD CONSTRAINT "course_forecasts_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_alert_opt_outs" ADD CONSTRAINT "forecast_alert_opt_outs_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;