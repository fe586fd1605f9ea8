CREATE TABLE "fulfillment_counts" (
	"institution_id" integer NOT NULL,
	"status" text NOT NULL,
	"listed" integer NOT NULL,
	CONSTRAINT "fulfillment_counts_institution_id_status_pk" PRIMARY KEY("institution_id","status")
);
--> statement-breakpoint
ALTER TABLE "inventory_adjustments" DROP CONSTRAINT "inventory_adjustments_delta_nonzero";--> statement-breakpoint
DROP INDEX "fulfillment_requests_status_idx";--> statement-breakpoint
DROP INDEX "fulfillment_requests_assigned_idx";--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD COLUMN "reserved_delta" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD COLUMN "reserved_after" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD COLUMN "institution_id" integer;--> statement-breakpoint
UPDATE "fulfillment_requests" f SET "institution_id" = tr."institution_id" FROM "test_requests" tr WHERE tr."id" = f."test_request_id";--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ALTER COLUMN "institution_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD COLUMN "search_text" text;--> statement-breakpoint
ALTER TABLE "fulfillment_requests" ADD CONSTRAINT "fulfillment_requests_institution_id_institutions_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inventory_adjustments_item_latest_idx" ON "inventory_adjustments" USING btree ("inventory_item_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_institution_listed_idx" ON "fulfillment_requests" USING btree ("institution_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_institution_status_listed_idx" ON "fulfillment_requests" USING btree ("institution_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_tracking_idx" ON "fulfillment_requests" USING btree ("tracking_number");--> statement-breakpoint
CREATE INDEX "fulfillment_requests_updated_idx" ON "fulfillment_requests" USING btree ("updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_institution_updated_idx" ON "fulfillment_requests" USING btree ("institution_id","updated_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_replaces_idx" ON "fulfillment_requests" USING btree ("replaces_request_id");--> statement-breakpoint
CREATE INDEX "fulfillment_requests_status_idx" ON "fulfillment_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "fulfillment_requests_assigned_idx" ON "fulfillment_requests" USING btree ("assigned_to","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_changes_something" CHECK (delta <> 0 or reserved_delta <> 0);--> statement-breakpoint
ALTER TABLE "inventory_adjustments" ADD CONSTRAINT "inventory_adjustments_reserved_after_range" CHECK (reserved_after >= 0 and reserved_after <= quantity_after);--> statement-breakpoint
-- A fulfillment request's institution is always its test request's (the shape of 0013's results),
-- and its search text is the test request's (patient, MRN, test, kit barcode) with its tracking number.
CREATE OR REPLACE FUNCTION fulfillment_requests_take_request() RETURNS trigger AS $$
BEGIN
  SELECT institution_id, coalesce(search_text, '') || ' ' || lower(coalesce(NEW.tracking_number, ''))
    INTO NEW.institution_id, NEW.search_text FROM test_requests WHERE id = NEW.test_request_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fulfillment_requests_from_request BEFORE INSERT OR UPDATE OF test_request_id, institution_id, tracking_number, search_text ON fulfillment_requests
  FOR EACH ROW EXECUTE FUNCTION fulfillment_requests_take_request();
--> statement-breakpoint
-- the backfill is not a change of any request: only this trigger, and the counters start below
ALTER TABLE fulfillment_requests DISABLE TRIGGER USER;--> statement-breakpoint
ALTER TABLE fulfillment_requests ENABLE TRIGGER fulfillment_requests_from_request;--> statement-breakpoint
UPDATE fulfillment_requests SET search_text = NULL;--> statement-breakpoint
ALTER TABLE fulfillment_requests ENABLE TRIGGER USER;--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_requests_spread_to_fulfillment() RETURNS trigger AS $$
BEGIN
  UPDATE fulfillment_requests SET institution_id = NEW.institution_id WHERE test_request_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_to_fulfillment AFTER UPDATE OF institution_id, search_text ON test_requests
  FOR EACH ROW WHEN (OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.search_text IS DISTINCT FROM NEW.search_text)
  EXECUTE FUNCTION test_requests_spread_to_fulfillment();
--> statement-breakpoint
CREATE INDEX fulfillment_requests_search_trgm_idx ON fulfillment_requests USING gin (search_text gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX fulfillment_requests_institution_search_trgm_idx ON fulfillment_requests USING gin (institution_id, search_text gin_trgm_ops);
--> statement-breakpoint
-- Tiles and totals of the fulfillment list, kept by statement triggers in the same transaction.
INSERT INTO fulfillment_counts (institution_id, status, listed)
  SELECT institution_id, status, count(*) FROM fulfillment_requests GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfillment_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO fulfillment_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, count(*) FROM new_rows GROUP BY 1, 2
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfillment_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO fulfillment_counts AS c (institution_id, status, listed)
    SELECT institution_id, status, sum(delta) FROM (
      SELECT institution_id, status, 1 AS delta FROM new_rows
      UNION ALL
      SELECT institution_id, status, -1 FROM old_rows) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT (institution_id, status) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER fulfillment_requests_count_insert AFTER INSERT ON fulfillment_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fulfillment_counts_insert();
--> statement-breakpoint
CREATE TRIGGER fulfillment_requests_count_update AFTER UPDATE ON fulfillment_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION fulfillment_counts_update();
--> statement-breakpoint
-- Fulfillment requests are never deleted (cancelled is a status): the counters need no delete trigger.
CREATE TRIGGER fulfillment_requests_no_delete BEFORE DELETE ON fulfillment_requests
  FOR EACH ROW EXECUTE FUNCTION refuse_history_change();
--> statement-breakpoint
-- The ledger now carries reservations too. Bring every existing item's ledger to its stock: a row
-- for what the ledger does not yet explain (quantity, then reservations), so that from here on
-- the last row of an item always states its quantity_available and quantity_reserved.
INSERT INTO inventory_adjustments (inventory_item_id, delta, quantity_after, reserved_delta, reserved_after, reason)
  SELECT i.id, i.quantity_available - coalesce(l.total, 0), i.quantity_available, i.quantity_reserved, i.quantity_reserved,
    'Balance carried over when reservations joined the ledger'
  FROM inventory_items i
  LEFT JOIN (SELECT inventory_item_id, sum(delta) AS total FROM inventory_adjustments GROUP BY 1) l ON l.inventory_item_id = i.id
  WHERE i.quantity_available <> coalesce(l.total, 0) OR i.quantity_reserved <> 0;
--> statement-breakpoint
-- Every change of an item's stock has its ledger row: at commit, an item whose quantities changed
-- must match its newest ledger row (written in the same transaction by the service).
CREATE OR REPLACE FUNCTION inventory_items_match_ledger() RETURNS trigger AS $$
DECLARE
  latest record;
BEGIN
  SELECT quantity_after, reserved_after INTO latest FROM inventory_adjustments
    WHERE inventory_item_id = NEW.id ORDER BY id DESC LIMIT 1;
  IF (SELECT quantity_available <> coalesce(latest.quantity_after, 0) OR quantity_reserved <> coalesce(latest.reserved_after, 0)
      FROM inventory_items WHERE id = NEW.id) THEN
    RAISE EXCEPTION 'stock of inventory item % changed without its ledger row', NEW.id;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER inventory_items_stock_in_ledger AFTER INSERT OR UPDATE OF quantity_available, quantity_reserved ON inventory_items
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION inventory_items_match_ledger();
