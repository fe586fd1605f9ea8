CREATE TABLE "password_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "password_links_kind_check" CHECK (kind in ('account_setup', 'password_reset'))
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_permissions_area_keys";--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_links" ADD CONSTRAINT "password_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "password_links_token_hash_unique" ON "password_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_links_user_live_idx" ON "password_links" USING btree ("user_id") WHERE used_at is null and revoked_at is null;--> statement-breakpoint
CREATE INDEX "users_name_order_idx" ON "users" USING btree ("last_name","first_name","id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_permissions_area_keys" CHECK (jsonb_typeof(permissions) = 'array' and permissions <@ '["dashboard","patients","tests","results","inventory","fulfillment","analytics","users","institutions","cms","cms_sample_types","cms_markers","cms_panels","cms_statuses","cms_collection_devices","cms_tube_types","cms_storage_locations","cms_notification_logs"]'::jsonb);