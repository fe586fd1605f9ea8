-- A lab's requests per institution they came from: the CMS Labs tab shows an institution's admin
-- only their institutions' work (a lab serving several institutions has figures that are not
-- theirs to see); super_admin sees the sum.
ALTER TABLE "lab_request_counts" DROP CONSTRAINT "lab_request_counts_pkey";--> statement-breakpoint
ALTER TABLE "lab_request_counts" ADD COLUMN "institution_id" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
TRUNCATE "lab_request_counts";--> statement-breakpoint
ALTER TABLE "lab_request_counts" ADD CONSTRAINT "lab_request_counts_lab_id_institution_id_pk" PRIMARY KEY("lab_id","institution_id");--> statement-breakpoint
INSERT INTO lab_request_counts (lab_id, institution_id, requests)
  SELECT lab_id, institution_id, count(*) FROM test_requests WHERE lab_id IS NOT NULL GROUP BY 1, 2;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO lab_request_counts AS c (lab_id, institution_id, requests)
    SELECT lab_id, institution_id, count(*) FROM new_rows WHERE lab_id IS NOT NULL GROUP BY 1, 2
    ON CONFLICT (lab_id, institution_id) DO UPDATE SET requests = c.requests + excluded.requests;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_delete() RETURNS trigger AS $$
BEGIN
  UPDATE lab_request_counts c SET requests = c.requests - d.n
    FROM (SELECT lab_id, institution_id, count(*) AS n FROM old_rows WHERE lab_id IS NOT NULL GROUP BY 1, 2) d
    WHERE c.lab_id = d.lab_id AND c.institution_id = d.institution_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION lab_request_counts_update() RETURNS trigger AS $$
BEGIN
  INSERT INTO lab_request_counts AS c (lab_id, institution_id, requests)
    SELECT lab_id, institution_id, sum(delta) FROM (
      SELECT lab_id, institution_id, 1 AS delta FROM new_rows WHERE lab_id IS NOT NULL
      UNION ALL
      SELECT lab_id, institution_id, -1 FROM old_rows WHERE lab_id IS NOT NULL) d
    GROUP BY 1, 2 HAVING sum(delta) <> 0
    ON CONFLICT (lab_id, institution_id) DO UPDATE SET requests = c.requests + excluded.requests;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
