-- Custom SQL migration file, put your code below! --
-- The sourced course facts of decision 0090 (sources beside each value in src/db/seed-courses.ts), for
-- databases seeded before them: the seed never touches a course it already inserted. Each value fills
-- its column only while it is still empty, so a value an admin entered is never overwritten. A fresh
-- database has no courses yet when this runs, and its seed inserts the same facts.
UPDATE "golf_courses" SET "address" = COALESCE("address", '6706 Alberta Street, Vancouver'), "length_yards" = COALESCE("length_yards", 6261) WHERE "seed_key" = 'cps:golfvancouver:1';--> statement-breakpoint
UPDATE "golf_courses" SET "address" = COALESCE("address", '7800 Vivian Drive, Vancouver') WHERE "seed_key" = 'cps:golfvancouver:2';--> statement-breakpoint
UPDATE "golf_courses" SET "address" = COALESCE("address", '7188 MacDonald Street, Vancouver') WHERE "seed_key" = 'cps:golfvancouver:3';--> statement-breakpoint
UPDATE "golf_courses" SET "address" = COALESCE("address", '7600 Halifax Street, Burnaby, BC'), "phone" = COALESCE("phone", '604-280-7355'), "website" = COALESCE("website", 'https://golfburnaby.ca'), "length_yards" = COALESCE("length_yards", 6431) WHERE "seed_key" = 'cps:golfburnaby:1';--> statement-breakpoint
UPDATE "golf_courses" SET "phone" = COALESCE("phone", '604-280-4653'), "website" = COALESCE("website", 'https://golfburnaby.ca') WHERE "seed_key" = 'cps:golfburnaby:2';--> statement-breakpoint
UPDATE "golf_courses" SET "website" = COALESCE("website", 'https://universitygolf.com/') WHERE "seed_key" = 'chronogolf:545:525';--> statement-breakpoint
UPDATE "golf_courses" SET "website" = COALESCE("website", 'https://www.mylora.ca/') WHERE "seed_key" = 'chronogolf:18945:23119';--> statement-breakpoint
UPDATE "golf_courses" SET "length_yards" = COALESCE("length_yards", 6770) WHERE "seed_key" = 'chronogolf:17078:19550';--> statement-breakpoint
UPDATE "golf_courses" SET "website" = COALESCE("website", 'https://meadowgardensgolf.com/') WHERE "seed_key" = 'chronogolf:80:91';--> statement-breakpoint
UPDATE "golf_courses" SET "par" = COALESCE("par", 72), "length_yards" = COALESCE("length_yards", 6025) WHERE "seed_key" = 'chronogolf:542:522';
