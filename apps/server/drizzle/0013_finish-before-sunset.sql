CREATE TABLE "course_sunsets" (
	"course_id" integer NOT NULL,
	"date" date NOT NULL,
	"sunset_minutes" smallint NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	CONSTRAINT "course_sunsets_course_id_date_pk" PRIMARY KEY("course_id","date")
);
--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "golf_courses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD COLUMN "finish_before_sunset" jsonb;--> statement-breakpoint
ALTER TABLE "course_sunsets" ADD CONSTRAINT "course_sunsets_course_id_golf_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."golf_courses"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
-- The seeded courses' coordinates (apps/server/src/db/seed-course-coordinates.ts), for databases seeded before them; only where none is set.
UPDATE "golf_courses" SET "latitude" = v.latitude, "longitude" = v.longitude
FROM (VALUES
  ('cps:golfvancouver:2', 49.2194, -123.049),
  ('cps:golfvancouver:3', 49.2122, -123.1427),
  ('cps:golfburnaby:1', 49.266041, -122.943621),
  ('cps:golfburnaby:2', 49.200081, -122.989658),
  ('chronogolf:545:525', 49.2599, -123.2484),
  ('chronogolf:734:722', 49.0875, -122.8478),
  ('chronogolf:734:27356', 49.0875, -122.8478),
  ('chronogolf:19476:27231', 49.143311, -122.497658),
  ('chronogolf:17078:19550', 49.313897, -122.786593),
  ('chronogolf:80:91', 49.225277, -122.668759),
  ('chronogolf:679:664', 49.2934888, -122.616802),
  ('chronogolf:679:665', 49.2934888, -122.616802),
  ('cps:westcoastgolfgroup:1', 49.0478, -122.7896),
  ('cps:westcoastgolfgroup:3', 49.305532, -122.65788),
  ('cps:westcoastgolfgroup:4', 49.305532, -122.65788),
  ('cps:northview:ridge', 49.1162, -122.6853),
  ('cps:northview:canal', 49.1162, -122.6853),
  ('cps:morgancreekbc', 49.0596, -122.7332),
  ('cps:fortlangley', 49.1785669, -122.5968565),
  ('cps:redwoodsbc', 49.1022, -122.6768),
  ('directory:mayfair-lakes', 49.1168, -122.8787),
  ('directory:langley-golf-banquet-centre', 49.1029, -122.6652),
  ('directory:guildford', 49.1482806, -122.8013565),
  ('directory:squamish-valley', 49.7624, -123.1195),
  ('directory:ledgeview', 49.0396, -122.2203),
  ('directory:chilliwack', 49.1779, -121.9407),
  ('directory:sandpiper', 49.2066, -121.7636)
) AS v(seed_key, latitude, longitude)
WHERE "golf_courses"."seed_key" = v.seed_key AND "golf_courses"."latitude" IS NULL AND "golf_courses"."longitude" IS NULL;
