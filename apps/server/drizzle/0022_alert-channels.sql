ALTER TABLE "monitoring_requests" ADD COLUMN "alert_channels" text[] DEFAULT '{email}'::text[] NOT NULL;--> statement-breakpoint
-- Decision 0260: the two single-valued columns become one set, by the rule channelsFromLegacy applies to
-- an older client's input: email unless either column leaves it out, push by alert_channel, text by
-- notification_method.
UPDATE "monitoring_requests" SET "alert_channels" = array_remove(array[
  case when "notification_method" <> 'sms' and "alert_channel" <> 'push' then 'email' end,
  case when "alert_channel" <> 'email' then 'push' end,
  case when "notification_method" <> 'email' then 'sms' end
]::text[], null);--> statement-breakpoint
ALTER TABLE "monitoring_requests" DROP COLUMN "notification_method";--> statement-breakpoint
ALTER TABLE "monitoring_requests" DROP COLUMN "alert_channel";--> statement-breakpoint
ALTER TABLE "monitoring_requests" ADD CONSTRAINT "monitoring_requests_alert_channels_check" CHECK (cardinality("monitoring_requests"."alert_channels") >= 1);