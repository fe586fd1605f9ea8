-- drizzle's .desc() made "DESC NULLS LAST" indexes, which PostgreSQL cannot use for a plain
-- "ORDER BY x DESC" (NULLS FIRST by default): every newest-first list sorted its whole table.
-- Recreated as DESC NULLS FIRST, the order the queries ask for.
DROP INDEX "patient_institutions_listed_idx";--> statement-breakpoint
DROP INDEX "patients_created_at_idx";--> statement-breakpoint
DROP INDEX "patients_listed_idx";--> statement-breakpoint
DROP INDEX "test_requests_institution_requested_idx";--> statement-breakpoint
DROP INDEX "test_requests_requested_at_idx";--> statement-breakpoint
DROP INDEX "test_requests_status_idx";--> statement-breakpoint
DROP INDEX "test_results_status_idx";--> statement-breakpoint
DROP INDEX "test_results_entered_at_idx";--> statement-breakpoint
DROP INDEX "inventory_adjustments_item_idx";--> statement-breakpoint
DROP INDEX "fulfillment_requests_status_idx";--> statement-breakpoint
DROP INDEX "fulfillment_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "fulfillment_requests_item_idx";--> statement-breakpoint
DROP INDEX "notification_logs_sent_at_idx";--> statement-breakpoint
DROP INDEX "notification_logs_institution_idx";--> statement-breakpoint
CREATE INDEX "patient_institutions_listed_idx" ON "patient_institutions" USING btree ("institution_id","patient_created_at" DESC NULLS FIRST,"patient_id" DESC NULLS FIRST) WHERE patient_archived_at is null;--> statement-breakpoint
CREATE INDEX "patients_created_at_idx" ON "patients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patients_listed_idx" ON "patients" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE archived_at is null;--> statement-breakpoint
CREATE INDEX "test_requests_institution_requested_idx" ON "test_requests" USING btree ("institution_id","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_requests_requested_at_idx" ON "test_requests" USING btree ("requested_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_requests_status_idx" ON "test_requests" USING btree ("status","requested_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_results_status_idx" ON "test_results" USING btree ("status","entered_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "test_results_entered_at_idx" ON "test_results" USING btree ("entered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "inventory_adjustments_item_idx" ON "inventory_adjustments" USING btree ("inventory_item_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_status_idx" ON "fulfillment_requests" USING btree ("status","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_created_at_idx" ON "fulfillment_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_item_idx" ON "fulfillment_requests" USING btree ("inventory_item_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_logs_sent_at_idx" ON "notification_logs" USING btree ("sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "notification_logs_institution_idx" ON "notification_logs" USING btree ("institution_id","sent_at" DESC NULLS FIRST);