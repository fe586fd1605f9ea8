CREATE TABLE "scheduler_instances" (
	"instance_id" text PRIMARY KEY NOT NULL,
	"hostname" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "scheduled_reminders" DROP CONSTRAINT "scheduled_reminders_status_check";--> statement-breakpoint
DROP INDEX "scheduled_reminders_unique";--> statement-breakpoint
DROP INDEX "scheduled_reminders_due_idx";--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "notification_logs" ADD COLUMN "scheduled_reminder_id" integer;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD COLUMN "expected_test_datetime" timestamp with time zone;--> statement-breakpoint
-- the appointment each existing reminder was for: its request's expected time now
UPDATE "scheduled_reminders" s SET "expected_test_datetime" = r.expected_test_datetime FROM "test_requests" r WHERE r.id = s.test_request_id;--> statement-breakpoint
-- a reminder of a request without an expected time reminds of nothing
DELETE FROM "scheduled_reminders" WHERE "expected_test_datetime" IS NULL;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ALTER COLUMN "expected_test_datetime" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD COLUMN "error_message" text;--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "scheduled_reminders" SET "updated_at" = coalesce("sent_at", "created_at");--> statement-breakpoint
ALTER TABLE "notification_logs" ADD CONSTRAINT "notification_logs_scheduled_reminder_id_scheduled_reminders_id_fk" FOREIGN KEY ("scheduled_reminder_id") REFERENCES "public"."scheduled_reminders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_logs_scheduled_reminder_unique" ON "notification_logs" USING btree ("scheduled_reminder_id") WHERE scheduled_reminder_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_reminders_once" ON "scheduled_reminders" USING btree ("test_request_id","reminder_type","channel","expected_test_datetime");--> statement-breakpoint
CREATE INDEX "scheduled_reminders_sending_idx" ON "scheduled_reminders" USING btree ("claimed_at") WHERE status = 'sending';--> statement-breakpoint
CREATE INDEX "scheduled_reminders_type_idx" ON "scheduled_reminders" USING btree ("reminder_type") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "scheduled_reminders_updated_idx" ON "scheduled_reminders" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "scheduled_reminders_due_idx" ON "scheduled_reminders" USING btree ("scheduled_for","id") WHERE status = 'scheduled';--> statement-breakpoint
ALTER TABLE "scheduled_reminders" ADD CONSTRAINT "scheduled_reminders_status_check" CHECK (status in ('scheduled', 'sending', 'sent', 'failed', 'missed', 'cancelled', 'unconfirmed'));--> statement-breakpoint
ANALYZE "scheduled_reminders";