CREATE TABLE "external_lab_providers" (
	"provider" text PRIMARY KEY NOT NULL,
	"lab_id" integer NOT NULL,
	"kind" text DEFAULT 'fhir-r4' NOT NULL,
	"base_url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "external_lab_providers_key_shape" CHECK (provider ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "external_lab_providers_kind_check" CHECK (kind in ('fhir-r4'))
);
--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_provider" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_sample_received_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_last_sync_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_failure_reason" text;--> statement-breakpoint
ALTER TABLE "external_lab_providers" ADD CONSTRAINT "external_lab_providers_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "external_lab_providers_lab_unique" ON "external_lab_providers" USING btree ("lab_id");