-- The audit trail: who viewed or changed what, from which address and browser, read newest first
-- for everything, one institution, one record or one person; and its area key, 'audit'.
ALTER TABLE "users" DROP CONSTRAINT "users_permissions_area_keys";--> statement-breakpoint
DROP INDEX "audit_log_occurred_at_idx";--> statement-breakpoint
DROP INDEX "audit_log_entity_idx";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "user_agent" text;--> statement-breakpoint
CREATE INDEX "audit_log_institution_idx" ON "audit_log" USING btree ("institution_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_occurred_at_idx" ON "audit_log" USING btree ("occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity_type","entity_id","occurred_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_user_id","occurred_at","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_area_keys" CHECK (jsonb_typeof(permissions) = 'array' and permissions <@ '["dashboard","patients","tests","results","inventory","fulfillment","analytics","users","institutions","cms","audit","cms_sample_types","cms_markers","cms_panels","cms_statuses","cms_collection_devices","cms_tube_types","cms_storage_locations","cms_notification_logs"]'::jsonb);--> statement-breakpoint
-- institution admins with their own menu list keep reading their institution's trail
UPDATE "users" SET "permissions" = "permissions" || '["audit"]'::jsonb
  WHERE "role" = 'institution_admin' AND jsonb_array_length("permissions") > 0 AND NOT "permissions" ? 'audit';
