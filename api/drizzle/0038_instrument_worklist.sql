CREATE TABLE "instrument_worklist" (
	"instrument_id" integer NOT NULL,
	"test_request_id" integer NOT NULL,
	"state" text NOT NULL,
	"order_status" text,
	"last_error" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "instrument_worklist_instrument_id_test_request_id_pk" PRIMARY KEY("instrument_id","test_request_id"),
	CONSTRAINT "instrument_worklist_state_check" CHECK (state in ('waiting', 'sent', 'resulted', 'error'))
);
--> statement-breakpoint
CREATE TABLE "instrument_worklist_counts" (
	"instrument_id" integer NOT NULL,
	"state" text NOT NULL,
	"slot" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "instrument_worklist_counts_instrument_id_state_slot_pk" PRIMARY KEY("instrument_id","state","slot")
);
--> statement-breakpoint
ALTER TABLE "instrument_worklist" ADD CONSTRAINT "instrument_worklist_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_worklist" ADD CONSTRAINT "instrument_worklist_test_request_id_test_requests_id_fk" FOREIGN KEY ("test_request_id") REFERENCES "public"."test_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instrument_worklist_counts" ADD CONSTRAINT "instrument_worklist_counts_instrument_id_instruments_id_fk" FOREIGN KEY ("instrument_id") REFERENCES "public"."instruments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "instrument_worklist_listed_idx" ON "instrument_worklist" USING btree ("instrument_id","updated_at" DESC NULLS FIRST,"test_request_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instrument_worklist_state_idx" ON "instrument_worklist" USING btree ("instrument_id","state","updated_at" DESC NULLS FIRST,"test_request_id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "instrument_worklist_request_idx" ON "instrument_worklist" USING btree ("test_request_id");--> statement-breakpoint
-- The state counts follow every change of the worklist, added to this session's slot row.
CREATE FUNCTION instrument_worklist_count(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO instrument_worklist_counts AS c (instrument_id, state, slot, entries)
  SELECT (d->>'i')::integer, d->>'s', pg_backend_pid() % 16, (d->>'n')::integer FROM jsonb_array_elements(deltas) d WHERE (d->>'n')::integer <> 0
  ON CONFLICT (instrument_id, state, slot) DO UPDATE SET entries = c.entries + excluded.entries;
END $$;
--> statement-breakpoint
CREATE FUNCTION instrument_worklist_counted_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_count(jsonb_agg(jsonb_build_object('i', instrument_id, 's', state, 'n', n)))
  FROM (SELECT instrument_id, state, count(*) AS n FROM new_rows GROUP BY 1, 2) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION instrument_worklist_counted_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_count(jsonb_agg(jsonb_build_object('i', instrument_id, 's', state, 'n', n)))
  FROM (SELECT instrument_id, state, sum(n) AS n FROM (
    SELECT instrument_id, state, 1 AS n FROM new_rows UNION ALL SELECT instrument_id, state, -1 FROM old_rows) x GROUP BY 1, 2) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION instrument_worklist_counted_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_count(jsonb_agg(jsonb_build_object('i', instrument_id, 's', state, 'n', -n)))
  FROM (SELECT instrument_id, state, count(*) AS n FROM old_rows GROUP BY 1, 2) d;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER instrument_worklist_counted_insert AFTER INSERT ON instrument_worklist
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_worklist_counted_insert();
--> statement-breakpoint
CREATE TRIGGER instrument_worklist_counted_update AFTER UPDATE ON instrument_worklist
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_worklist_counted_update();
--> statement-breakpoint
CREATE TRIGGER instrument_worklist_counted_delete AFTER DELETE ON instrument_worklist
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION instrument_worklist_counted_delete();
--> statement-breakpoint
-- The rule of a worklist entry, for a set of (instrument, request) pairs: listed when the request is
-- in the lab (in progress, not archived) in the instrument's institution and lab with a marker the
-- instrument maps, or when the two exchanged any message; its state from the last order sent and
-- the last result message stored or refused. Triggers below call it with the pairs a statement
-- touched, so the entry changes in the transaction that changes its facts.
CREATE FUNCTION instrument_worklist_refresh(instrument_ids integer[], request_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  WITH pairs AS (
    SELECT DISTINCT p.instrument_id, p.test_request_id FROM unnest(instrument_ids, request_ids) AS p(instrument_id, test_request_id)
  ),
  computed AS (
    SELECT p.instrument_id, p.test_request_id, o.status AS order_status, greatest(tr.updated_at, o.updated_at, ib.updated_at) AS changed_at,
      coalesce(CASE WHEN ib.status = 'error' THEN ib.last_error END, CASE WHEN o.status = 'dead' THEN o.last_error END) AS last_error,
      CASE WHEN o.status = 'dead' OR ib.status = 'error' THEN 'error' WHEN ib.status = 'accepted' THEN 'resulted' WHEN o.status = 'delivered' THEN 'sent' ELSE 'waiting' END AS state,
      EXISTS (SELECT 1 FROM interface_messages m WHERE m.test_request_id = p.test_request_id AND m.instrument_id = p.instrument_id)
        OR (tr.status = 'in_progress' AND tr.archived_at IS NULL AND tr.institution_id = i.institution_id AND (i.lab_id IS NULL OR tr.lab_id = i.lab_id)
          AND EXISTS (SELECT 1 FROM test_request_markers trm JOIN instrument_codes c ON c.marker_id = trm.marker_id AND c.instrument_id = i.id WHERE trm.test_request_id = tr.id)) AS listed
    FROM pairs p JOIN instruments i ON i.id = p.instrument_id JOIN test_requests tr ON tr.id = p.test_request_id
    LEFT JOIN LATERAL (SELECT m.status, m.last_error, m.updated_at FROM interface_messages m WHERE m.test_request_id = p.test_request_id AND m.instrument_id = p.instrument_id
      AND m.direction = 'out' ORDER BY m.id DESC LIMIT 1) o ON true
    LEFT JOIN LATERAL (SELECT m.status, m.last_error, m.updated_at FROM interface_messages m WHERE m.test_request_id = p.test_request_id AND m.instrument_id = p.instrument_id
      AND m.direction = 'in' AND m.status IN ('accepted', 'error') ORDER BY m.id DESC LIMIT 1) ib ON true
  ),
  removed AS (
    DELETE FROM instrument_worklist w USING computed c
    WHERE NOT c.listed AND w.instrument_id = c.instrument_id AND w.test_request_id = c.test_request_id
  )
  -- dated by the latest of its facts: now, for a change as it happens; their own time, for a rebuild
  INSERT INTO instrument_worklist AS w (instrument_id, test_request_id, state, order_status, last_error, updated_at)
  SELECT c.instrument_id, c.test_request_id, c.state, c.order_status, c.last_error, c.changed_at FROM computed c WHERE c.listed
  ON CONFLICT (instrument_id, test_request_id) DO UPDATE
    SET state = excluded.state, order_status = excluded.order_status, last_error = excluded.last_error, updated_at = excluded.updated_at
    WHERE (w.state, w.order_status, w.last_error) IS DISTINCT FROM (excluded.state, excluded.order_status, excluded.last_error);
END $$;
--> statement-breakpoint
CREATE FUNCTION interface_messages_worklist_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_refresh(array_agg(n.instrument_id), array_agg(n.test_request_id))
  FROM (SELECT DISTINCT instrument_id, test_request_id FROM new_rows WHERE instrument_id IS NOT NULL AND test_request_id IS NOT NULL) n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- an update may move a message to another request: both pairs are refreshed
CREATE FUNCTION interface_messages_worklist_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_refresh(array_agg(n.instrument_id), array_agg(n.test_request_id))
  FROM (SELECT instrument_id, test_request_id FROM new_rows WHERE instrument_id IS NOT NULL AND test_request_id IS NOT NULL
        UNION SELECT instrument_id, test_request_id FROM old_rows WHERE instrument_id IS NOT NULL AND test_request_id IS NOT NULL) n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER interface_messages_worklist_insert AFTER INSERT ON interface_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interface_messages_worklist_inserted();
--> statement-breakpoint
CREATE TRIGGER interface_messages_worklist_update AFTER UPDATE ON interface_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interface_messages_worklist_updated();
--> statement-breakpoint
-- a request that reaches the lab joins the worklists of its institution's instruments that map it;
-- one that leaves it without a message leaves them
CREATE FUNCTION test_requests_worklist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_refresh(array_agg(p.instrument_id), array_agg(p.test_request_id)) FROM (
    SELECT i.id AS instrument_id, n.id AS test_request_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN instruments i ON i.institution_id = n.institution_id
    WHERE (n.status, n.archived_at) IS DISTINCT FROM (o.status, o.archived_at)
    UNION
    SELECT w.instrument_id, w.test_request_id
    FROM new_rows n JOIN old_rows o ON o.id = n.id JOIN instrument_worklist w ON w.test_request_id = n.id
    WHERE (n.status, n.archived_at) IS DISTINCT FROM (o.status, o.archived_at)
  ) p;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER test_requests_worklist AFTER UPDATE ON test_requests
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_requests_worklist();
--> statement-breakpoint
-- the entries of whole instruments: those a saved instrument (its institution, lab or code map
-- changed) takes now and those it listed before
CREATE FUNCTION instrument_worklist_refresh_instruments(instrument_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_refresh(array_agg(p.instrument_id), array_agg(p.test_request_id)) FROM (
    SELECT i.id AS instrument_id, tr.id AS test_request_id FROM instruments i JOIN test_requests tr ON tr.institution_id = i.institution_id
    WHERE i.id = ANY (instrument_ids) AND tr.status = 'in_progress' AND tr.archived_at IS NULL
    UNION
    SELECT w.instrument_id, w.test_request_id FROM instrument_worklist w WHERE w.instrument_id = ANY (instrument_ids)
  ) p;
END $$;
--> statement-breakpoint
-- every entry from scratch: this migration, the demo seed and the data generator after they load
CREATE FUNCTION instrument_worklist_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM instrument_worklist_refresh_instruments(array_agg(id)) FROM instruments;
  PERFORM instrument_worklist_refresh(array_agg(p.instrument_id), array_agg(p.test_request_id))
  FROM (SELECT DISTINCT instrument_id, test_request_id FROM interface_messages WHERE instrument_id IS NOT NULL AND test_request_id IS NOT NULL) p;
END $$;
--> statement-breakpoint
SELECT instrument_worklist_rebuild();
