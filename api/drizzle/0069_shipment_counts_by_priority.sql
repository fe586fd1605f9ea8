-- The shipments' counters by priority too: the list filtered by priority ("stat first thing in a
-- shift") then shows its exact total from the counters, as a status filter does, where it counted
-- the rows up to the pager's cap ("more than 1,000" of 33,000 stat shipments at the generated
-- size); and a search under the priority knows the filter's size, which decides whether its count
-- reads the word's entries or walks the filter. The tiles, by status, sum the priorities.
ALTER TABLE fulfillment_counts ADD COLUMN priority text NOT NULL DEFAULT 'normal';
--> statement-breakpoint
ALTER TABLE fulfillment_counts ALTER COLUMN priority DROP DEFAULT;
--> statement-breakpoint
ALTER TABLE fulfillment_counts DROP CONSTRAINT fulfillment_counts_institution_id_status_pk;
--> statement-breakpoint
TRUNCATE fulfillment_counts;
--> statement-breakpoint
INSERT INTO fulfillment_counts (institution_id, status, priority, listed)
  SELECT institution_id, status, priority, count(*) FROM fulfillment_requests GROUP BY 1, 2, 3;
--> statement-breakpoint
ALTER TABLE fulfillment_counts ADD CONSTRAINT fulfillment_counts_institution_id_status_priority_pk PRIMARY KEY (institution_id, status, priority);
--> statement-breakpoint
-- In key order, as every counter is written (0064): two transactions never wait on each other's rows crosswise.
CREATE OR REPLACE FUNCTION fulfillment_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO fulfillment_counts AS c (institution_id, status, priority, listed)
    SELECT institution_id, status, priority, count(*) FROM new_rows GROUP BY 1, 2, 3
    ORDER BY 1, 2, 3
    ON CONFLICT (institution_id, status, priority) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION fulfillment_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO fulfillment_counts AS c (institution_id, status, priority, listed)
    SELECT institution_id, status, priority, sum(delta) FROM (
      SELECT institution_id, status, priority, 1 AS delta FROM new_rows
      UNION ALL
      SELECT institution_id, status, priority, -1 FROM old_rows) d
    GROUP BY 1, 2, 3 HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (institution_id, status, priority) DO UPDATE SET listed = c.listed + excluded.listed;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
