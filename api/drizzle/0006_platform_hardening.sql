CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text
);
--> statement-breakpoint
DROP INDEX "patients_mrn_unique";--> statement-breakpoint
-- Medical record numbers are unique within an institution: each link carries the patient's MRN.
ALTER TABLE "patient_institutions" ADD COLUMN "medical_record_number" text;--> statement-breakpoint
UPDATE "patient_institutions" pi SET "medical_record_number" = p."medical_record_number" FROM "patients" p WHERE p."id" = pi."patient_id";--> statement-breakpoint
ALTER TABLE "patient_institutions" ALTER COLUMN "medical_record_number" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_throttle_window_idx" ON "auth_throttle" USING btree ("window_started_at");--> statement-breakpoint
CREATE INDEX "sessions_user_live_idx" ON "sessions" USING btree ("user_id") WHERE revoked_at is null;--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "patient_institutions_mrn_unique" ON "patient_institutions" USING btree ("institution_id","medical_record_number");--> statement-breakpoint
CREATE INDEX "patients_mrn_idx" ON "patients" USING btree ("medical_record_number");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_area_keys" CHECK (jsonb_typeof(permissions) = 'array' and permissions <@ '["dashboard","patients","tests","results","inventory","fulfillment","analytics","users","institutions","cms"]'::jsonb) NOT VALID;--> statement-breakpoint
-- A link takes the patient's MRN; a changed MRN follows to every link (and meets the unique index there).
CREATE OR REPLACE FUNCTION patient_institutions_take_mrn() RETURNS trigger AS $$
BEGIN
  SELECT medical_record_number INTO NEW.medical_record_number FROM patients WHERE id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_institutions_mrn
  BEFORE INSERT OR UPDATE OF patient_id ON patient_institutions
  FOR EACH ROW EXECUTE FUNCTION patient_institutions_take_mrn();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_spread_mrn() RETURNS trigger AS $$
BEGIN
  UPDATE patient_institutions SET medical_record_number = NEW.medical_record_number WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patients_mrn_to_links
  AFTER UPDATE OF medical_record_number ON patients
  FOR EACH ROW WHEN (OLD.medical_record_number IS DISTINCT FROM NEW.medical_record_number)
  EXECUTE FUNCTION patients_spread_mrn();
--> statement-breakpoint
-- History tables refuse TRUNCATE as they refuse UPDATE and DELETE.
CREATE TRIGGER audit_log_no_truncate
  BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
--> statement-breakpoint
CREATE TRIGGER test_result_versions_no_truncate
  BEFORE TRUNCATE ON test_result_versions
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
CREATE TRIGGER inventory_adjustments_no_truncate
  BEFORE TRUNCATE ON inventory_adjustments
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
-- A deactivated user's sessions end at once, whichever path deactivated them; reactivation does
-- not bring old tokens back.
CREATE OR REPLACE FUNCTION users_end_sessions_on_deactivation() RETURNS trigger AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_deactivation_ends_sessions
  AFTER UPDATE OF is_active ON users
  FOR EACH ROW WHEN (OLD.is_active AND NOT NEW.is_active)
  EXECUTE FUNCTION users_end_sessions_on_deactivation();
