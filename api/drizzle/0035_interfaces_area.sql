ALTER TABLE "users" DROP CONSTRAINT "users_permissions_area_keys";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_area_keys" CHECK (jsonb_typeof(permissions) = 'array' and permissions <@ '["dashboard","patients","tests","results","inventory","fulfillment","analytics","users","institutions","cms","audit","interfaces","cms_sample_types","cms_markers","cms_panels","cms_statuses","cms_collection_devices","cms_tube_types","cms_storage_locations","cms_notification_logs"]'::jsonb);--> statement-breakpoint
-- The Interfaces area is in the defaults of institution admins and lab staff. Those whose areas
-- were chosen by hand (a non-empty list) would otherwise lose it: it is not an assignable menu
-- key, so the permission editor never offers it.
UPDATE "users" SET "permissions" = "permissions" || '["interfaces"]'::jsonb
  WHERE "role" IN ('institution_admin', 'lab_user') AND jsonb_array_length("permissions") > 0 AND NOT "permissions" ? 'interfaces';
