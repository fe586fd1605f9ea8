-- The Platform area (the super_admin's page of the remotes' versions and load failures) is an area
-- key like the others, so a stored permissions list may name it.
ALTER TABLE "users" DROP CONSTRAINT "users_permissions_area_keys";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_area_keys" CHECK (jsonb_typeof(permissions) = 'array' and permissions <@ '["dashboard","patients","tests","results","inventory","fulfillment","analytics","users","institutions","cms","audit","interfaces","platform","cms_sample_types","cms_markers","cms_panels","cms_statuses","cms_collection_devices","cms_tube_types","cms_storage_locations","cms_notification_logs"]'::jsonb);--> statement-breakpoint
-- What browsers report about loading the remotes (no patient data: a page's path with numbers
-- replaced, an error's first line).
CREATE TABLE "remote_load_reports" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer NOT NULL,
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"outcome" text NOT NULL,
	"error" text,
	"page" text,
	CONSTRAINT "remote_load_reports_remote" CHECK (remote in ('clinical', 'logistics', 'admin')),
	CONSTRAINT "remote_load_reports_outcome" CHECK (outcome in ('loaded', 'failed', 'crashed', 'incompatible'))
);--> statement-breakpoint
ALTER TABLE "remote_load_reports" ADD CONSTRAINT "remote_load_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_load_reports_reported_at_idx" ON "remote_load_reports" USING btree ("reported_at");
