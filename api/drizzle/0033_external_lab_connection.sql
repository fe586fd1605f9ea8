ALTER TABLE "test_results" ADD COLUMN "external_order_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_last_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_attempt_error" text;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_failed_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD COLUMN "external_next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "external_lab_providers" ADD COLUMN "credential" text;--> statement-breakpoint
ALTER TABLE "external_lab_providers" ADD COLUMN "allow_private_network" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_results" ADD CONSTRAINT "test_results_external_order_version_min" CHECK (external_order_version >= 1);--> statement-breakpoint
-- the demo's simulator listens on 127.0.0.1: its row keeps working once private addresses are refused
UPDATE "external_lab_providers" SET "allow_private_network" = true WHERE "provider" = 'reference-lab';
