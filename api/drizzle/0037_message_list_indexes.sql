DROP INDEX "interface_messages_listed_idx";--> statement-breakpoint
DROP INDEX "interface_messages_institution_idx";--> statement-breakpoint
DROP INDEX "interface_messages_status_idx";--> statement-breakpoint
DROP INDEX "interface_messages_instrument_idx";--> statement-breakpoint
CREATE INDEX "interface_messages_institution_status_idx" ON "interface_messages" USING btree ("institution_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "interface_messages_search_trgm_idx" ON "interface_messages" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interface_messages_listed_idx" ON "interface_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "interface_messages_institution_idx" ON "interface_messages" USING btree ("institution_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "interface_messages_status_idx" ON "interface_messages" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "interface_messages_instrument_idx" ON "interface_messages" USING btree ("instrument_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);