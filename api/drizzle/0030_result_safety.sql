CREATE TABLE "marker_reference_ranges" (
	"id" serial PRIMARY KEY NOT NULL,
	"marker_id" integer NOT NULL,
	"sex" text DEFAULT 'any' NOT NULL,
	"age_from" integer DEFAULT 0 NOT NULL,
	"age_to" integer,
	"age_unit" text DEFAULT 'years' NOT NULL,
	"low" numeric(12, 4),
	"high" numeric(12, 4),
	"critical_low" numeric(12, 4),
	"critical_high" numeric(12, 4),
	"units" text,
	CONSTRAINT "marker_reference_ranges_sex_check" CHECK (sex in ('any', 'male', 'female')),
	CONSTRAINT "marker_reference_ranges_unit_check" CHECK (age_unit in ('days', 'months', 'years')),
	CONSTRAINT "marker_reference_ranges_age_order" CHECK (age_from >= 0 and (age_to is null or age_to > age_from)),
	CONSTRAINT "marker_reference_ranges_limit_order" CHECK (low is null or high is null or low <= high),
	CONSTRAINT "marker_reference_ranges_critical_low_order" CHECK (critical_low is null or low is null or critical_low <= low),
	CONSTRAINT "marker_reference_ranges_critical_high_order" CHECK (critical_high is null or high is null or critical_high >= high)
);
--> statement-breakpoint
CREATE TABLE "result_critical_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"result_id" integer NOT NULL,
	"version" integer NOT NULL,
	"values" jsonb NOT NULL,
	"notified_person" text NOT NULL,
	"role" text NOT NULL,
	"method" text NOT NULL,
	"read_back" boolean NOT NULL,
	"notified_at" timestamp with time zone NOT NULL,
	"notes" text,
	"recorded_by" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_critical_notifications_method_check" CHECK (method in ('phone', 'in_person', 'electronic')),
	CONSTRAINT "result_critical_notifications_read_back" CHECK (read_back)
);
--> statement-breakpoint
ALTER TABLE "institutions" ADD COLUMN "second_person_release" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "markers" ADD COLUMN "loinc_code" text;--> statement-breakpoint
ALTER TABLE "markers" ADD COLUMN "delta_limit" numeric(12, 4);--> statement-breakpoint
ALTER TABLE "markers" ADD COLUMN "delta_kind" text DEFAULT 'absolute' NOT NULL;--> statement-breakpoint
ALTER TABLE "markers" ADD COLUMN "delta_window_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "sample_types" ADD COLUMN "snomed_code" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "values_by" integer;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "released_by" integer;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "release_comment" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "critical_unacknowledged" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "marker_reference_ranges" ADD CONSTRAINT "marker_reference_ranges_marker_id_markers_id_fk" FOREIGN KEY ("marker_id") REFERENCES "public"."markers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_critical_notifications" ADD CONSTRAINT "result_critical_notifications_result_id_test_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."test_results"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_critical_notifications" ADD CONSTRAINT "result_critical_notifications_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "marker_reference_ranges_marker_idx" ON "marker_reference_ranges" USING btree ("marker_id");--> statement-breakpoint
CREATE INDEX "result_critical_notifications_result_idx" ON "result_critical_notifications" USING btree ("result_id");--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_values_by_users_id_fk" FOREIGN KEY ("values_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_results_critical_open_idx" ON "test_results" USING btree ("institution_id","entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE critical_unacknowledged;--> statement-breakpoint
ALTER TABLE "markers" ADD CONSTRAINT "markers_delta_kind_check" CHECK (delta_kind in ('absolute', 'percent'));--> statement-breakpoint
ALTER TABLE "markers" ADD CONSTRAINT "markers_delta_limit_positive" CHECK (delta_limit is null or delta_limit > 0);--> statement-breakpoint
ALTER TABLE "markers" ADD CONSTRAINT "markers_delta_window_range" CHECK (delta_window_days between 1 and 3650);--> statement-breakpoint
ALTER TABLE "markers" ADD CONSTRAINT "markers_loinc_shape" CHECK (loinc_code is null or loinc_code ~ '^[0-9]{1,7}-[0-9]$');--> statement-breakpoint
-- Every marker's one range so far (its range_min and range_max) becomes its range for any sex and every age.
INSERT INTO "marker_reference_ranges" ("marker_id", "sex", "age_from", "age_to", "age_unit", "low", "high", "units")
  SELECT "id", 'any', 0, NULL, 'years', "range_min", "range_max", "units" FROM "markers" WHERE "range_min" IS NOT NULL OR "range_max" IS NOT NULL;--> statement-breakpoint
-- A call-back, once recorded, is history.
CREATE TRIGGER result_critical_notifications_append_only
  BEFORE UPDATE OR DELETE ON result_critical_notifications
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();--> statement-breakpoint
-- Who released a final result, when and with what comment is as fixed as who entered and reviewed it.
CREATE OR REPLACE FUNCTION test_results_guard_final() RETURNS trigger AS $$
BEGIN
  IF OLD.status IN ('final', 'amended') AND (
    ((NEW.status, NEW.current_version) IS DISTINCT FROM (OLD.status, OLD.current_version)
      AND NOT (NEW.status = 'amended' AND NEW.current_version > OLD.current_version))
    OR (NEW.test_request_id, NEW.entered_by, NEW.entered_at, NEW.reviewed_by, NEW.reviewed_at, NEW.released_by, NEW.released_at, NEW.release_comment)
      IS DISTINCT FROM (OLD.test_request_id, OLD.entered_by, OLD.entered_at, OLD.reviewed_by, OLD.reviewed_at, OLD.released_by, OLD.released_at, OLD.release_comment)
  ) THEN
    RAISE EXCEPTION 'a final result can only change by amendment';
  END IF;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
-- Results released before release was recorded apart: their reviewer released them.
ALTER TABLE "test_results" DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE "test_results" SET "released_by" = "reviewed_by", "released_at" = "reviewed_at" WHERE "status" IN ('final', 'amended');--> statement-breakpoint
ALTER TABLE "test_results" ENABLE TRIGGER USER;
