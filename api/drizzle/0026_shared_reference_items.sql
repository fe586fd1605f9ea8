-- Collection devices and storage locations have an owner: null for the shared ones every
-- institution uses (only super_admin changes those), or the institution whose own item it is
-- (offered only there, changed by its admin). Every existing item is shared.
ALTER TABLE "collection_devices" ADD COLUMN "owner_institution_id" integer;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD COLUMN "owner_institution_id" integer;--> statement-breakpoint
ALTER TABLE "collection_devices" ADD CONSTRAINT "collection_devices_owner_institution_id_institutions_id_fk" FOREIGN KEY ("owner_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storage_locations" ADD CONSTRAINT "storage_locations_owner_institution_id_institutions_id_fk" FOREIGN KEY ("owner_institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;