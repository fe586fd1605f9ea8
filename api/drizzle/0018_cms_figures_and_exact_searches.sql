CREATE TABLE "lab_request_counts" (
	"lab_id" integer PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "notification_logs_recipient_phone_idx" ON "notification_logs" USING btree ("recipient_phone");--> statement-breakpoint
CREATE INDEX "notification_logs_recipient_email_idx" ON "notification_logs" USING btree (lower("recipient_email"));--> statement-breakpoint
-- The CMS Labs tab's "Tests" figure: requests per lab, kept by statement triggers in the same
-- transaction as the change (the shape of test_request_counts, migration 0012).
INSERT INTO lab_request_counts (lab_id, requests)
  SELECT lab_id, count(*) FROM test_requests WHERE lab_id IS NOT NULL GROUP BY 1;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO lab_request_counts AS c (lab_id, requests)
    SELECT lab_id, count(*) FROM new_rows WHERE lab_id IS NOT NULL GROUP BY 1
    ON CONFLICT (lab_id) DO UPDATE SET requests = c.requests + excluded.requests;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE lab_request_counts c SET requests = c.requests - d.n
    FROM (SELECT lab_id, count(*) AS n FROM old_rows WHERE lab_id IS NOT NULL GROUP BY 1) d
    WHERE c.lab_id = d.lab_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO lab_request_counts AS c (lab_id, requests)
    SELECT lab_id, sum(delta) FROM (
      SELECT lab_id, 1 AS delta FROM new_rows WHERE lab_id IS NOT NULL
      UNION ALL
      SELECT lab_id, -1 FROM old_rows WHERE lab_id IS NOT NULL) d
    GROUP BY 1 HAVING sum(delta) <> 0
    ON CONFLICT (lab_id) DO UPDATE SET requests = c.requests + excluded.requests;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_requests_lab_count_insert AFTER INSERT ON test_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_request_counts_insert();
--> statement-breakpoint
CREATE TRIGGER test_requests_lab_count_update AFTER UPDATE ON test_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_request_counts_update();
--> statement-breakpoint
CREATE TRIGGER test_requests_lab_count_delete AFTER DELETE ON test_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lab_request_counts_delete();
--> statement-breakpoint
-- statistics for the new expression index (lower(recipient_email)), which ANALYZE alone gathers
ANALYZE notification_logs;
