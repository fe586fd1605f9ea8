-- The shipments list filters by priority (the stat ones first thing in a shift) and by the caller
-- ("assigned to me"), and had no index for either inside an institution: each stat page sorted
-- every stat shipment (33,000 of 330,000 generated, 50 ms, 64 ms at p95 for a client admin), and a
-- client admin's search of their own, with none assigned, read all 40,000 of the institution's to
-- find none (13-20 ms). By priority, by institution and priority, and by institution and assignee,
-- in the list's order, as for the status.
CREATE INDEX "fulfillment_requests_priority_listed_idx" ON "fulfillment_requests" USING btree ("priority","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_institution_priority_listed_idx" ON "fulfillment_requests" USING btree ("institution_id","priority","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_institution_assigned_idx" ON "fulfillment_requests" USING btree ("institution_id","assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
