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
-- The rule of a worklist entry, for a set of (instrument, request) pairs: listed when the request
-- is in the lab (in progress, not archived) in the instrument's institution and lab with a marker
-- the instrument maps, or when the two exchanged any message; its state from the last order sent
-- and the last result message stored or refused; dated by the latest of those facts. A plain SQL
-- function, so the callers below take its query into their own plans.
CREATE FUNCTION instrument_worklist_compute(instrument_ids integer[], request_ids integer[])
RETURNS TABLE (instrument_id integer, test_request_id integer, listed boolean, state text, order_status text, last_error text, changed_at timestamptz)
LANGUAGE sql STABLE AS $$
  SELECT p.instrument_id, p.test_request_id,
    o.status IS NOT NULL OR ib.status IS NOT NULL
      OR EXISTS (SELECT 1 FROM interface_messages m WHERE m.test_request_id = p.test_request_id AND m.instrument_id = p.instrument_id)
      OR (tr.status = 'in_progress' AND tr.archived_at IS NULL AND tr.institution_id = i.institution_id AND (i.lab_id IS NULL OR tr.lab_id = i.lab_id)
        AND EXISTS (SELECT 1 FROM test_request_markers trm JOIN instrument_codes c ON c.marker_id = trm.marker_id AND c.instrument_id = i.id
          WHERE trm.test_request_id = tr.id)),
    CASE WHEN o.status = 'dead' OR ib.status = 'error' THEN 'error' WHEN ib.status = 'accepted' THEN 'resulted' WHEN o.status = 'delivered' THEN 'sent' ELSE 'waiting' END,
    o.status,
    coalesce(CASE WHEN ib.status = 'error' THEN ib.last_error END, CASE WHEN o.status = 'dead' THEN o.last_error END),
    greatest(tr.updated_at, o.updated_at, ib.updated_at)
  FROM (SELECT DISTINCT x.instrument_id, x.test_request_id FROM unnest(instrument_ids, request_ids) AS x(instrument_id, test_request_id)) p
  JOIN instruments i ON i.id = p.instrument_id JOIN test_requests tr ON tr.id = p.test_request_id
  LEFT JOIN LATERAL (SELECT m.status, m.last_error, m.updated_at FROM interface_messages m
    WHERE m.test_request_id = p.test_request_id AND m.instrument_id = p.instrument_id AND m.direction = 'out' ORDER BY m.id DESC LIMIT 1) o ON true
  LEFT JOIN LATERAL (SELECT m.status, m.last_error, m.updated_at FROM interface_messages m
    WHERE m.test_request_id = p.test_request_id AND m.instrument_id = p.instrument_id AND m.direction = 'in' AND m.status IN ('accepted', 'error')
    ORDER BY m.id DESC LIMIT 1) ib ON true
$$;
--> statement-breakpoint
-- One pair's entry brought up to date, with its counts (into this session's slot row, so
-- concurrent imports do not wait on one counter). The triggers below call it in the transaction
-- that changes a fact.
CREATE FUNCTION instrument_worklist_refresh(p_instrument integer, p_request integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c record; old_state text; new_state text; had boolean;
BEGIN
  LOOP
    -- the entry is locked before its facts are read, so a refresh that waited for another reads
    -- what that one committed (each statement sees the latest commits) and never writes back stale
    SELECT w.state INTO old_state FROM instrument_worklist w WHERE w.instrument_id = p_instrument AND w.test_request_id = p_request FOR UPDATE;
    had := FOUND;
    SELECT * INTO c FROM instrument_worklist_compute(ARRAY[p_instrument], ARRAY[p_request]);
    new_state := CASE WHEN c.listed THEN c.state END;
    IF had AND new_state IS NOT NULL THEN
      UPDATE instrument_worklist w SET state = c.state, order_status = c.order_status, last_error = c.last_error, updated_at = c.changed_at
        WHERE w.instrument_id = p_instrument AND w.test_request_id = p_request
          AND (w.state, w.order_status, w.last_error) IS DISTINCT FROM (c.state, c.order_status, c.last_error);
      EXIT;
    ELSIF had THEN
      DELETE FROM instrument_worklist WHERE instrument_id = p_instrument AND test_request_id = p_request;
      EXIT;
    ELSIF new_state IS NOT NULL THEN
      INSERT INTO instrument_worklist (instrument_id, test_request_id, state, order_status, last_error, updated_at)
      VALUES (p_instrument, p_request, c.state, c.order_status, c.last_error, c.changed_at)
      ON CONFLICT (instrument_id, test_request_id) DO NOTHING;
      EXIT WHEN FOUND;
      -- another transaction listed it first and has committed: lock that entry and read again
    ELSE
      EXIT;
    END IF;
  END LOOP;
  IF old_state IS DISTINCT FROM new_state THEN
    INSERT INTO instrument_worklist_counts AS n (instrument_id, state, slot, entries)
    SELECT p_instrument, d.state, pg_backend_pid() % 16, d.delta FROM (VALUES (old_state, -1), (new_state, 1)) d(state, delta) WHERE d.state IS NOT NULL
    ON CONFLICT (instrument_id, state, slot) DO UPDATE SET entries = n.entries + excluded.entries;
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION interface_messages_worklist() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.instrument_id IS NOT NULL AND NEW.test_request_id IS NOT NULL THEN
    PERFORM instrument_worklist_refresh(NEW.instrument_id, NEW.test_request_id);
  END IF;
  -- an update that moved a message off a pair refreshes that pair too
  IF TG_OP = 'UPDATE' AND OLD.instrument_id IS NOT NULL AND OLD.test_request_id IS NOT NULL
     AND (OLD.instrument_id, OLD.test_request_id) IS DISTINCT FROM (NEW.instrument_id, NEW.test_request_id) THEN
    PERFORM instrument_worklist_refresh(OLD.instrument_id, OLD.test_request_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER interface_messages_worklist AFTER INSERT OR UPDATE OF status, last_error, instrument_id, test_request_id ON interface_messages
  FOR EACH ROW EXECUTE FUNCTION interface_messages_worklist();
--> statement-breakpoint
-- a request that reaches the lab joins the worklists of its institution's instruments that map it;
-- one that leaves it without a message leaves them
CREATE FUNCTION test_requests_worklist() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE p record;
BEGIN
  FOR p IN SELECT i.id AS instrument_id FROM instruments i WHERE i.institution_id = NEW.institution_id
    UNION SELECT w.instrument_id FROM instrument_worklist w WHERE w.test_request_id = NEW.id LOOP
    PERFORM instrument_worklist_refresh(p.instrument_id, NEW.id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER test_requests_worklist AFTER UPDATE OF status, archived_at ON test_requests
  FOR EACH ROW WHEN ((OLD.status, OLD.archived_at) IS DISTINCT FROM (NEW.status, NEW.archived_at)) EXECUTE FUNCTION test_requests_worklist();
--> statement-breakpoint
-- the entries of a saved instrument (its institution, lab or code map changed): those it takes
-- now and those it listed before
CREATE FUNCTION instrument_worklist_refresh_instrument(p_instrument integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE p record;
BEGIN
  FOR p IN SELECT tr.id AS test_request_id FROM instruments i JOIN test_requests tr ON tr.institution_id = i.institution_id
      WHERE i.id = p_instrument AND tr.status = 'in_progress' AND tr.archived_at IS NULL
    UNION SELECT w.test_request_id FROM instrument_worklist w WHERE w.instrument_id = p_instrument LOOP
    PERFORM instrument_worklist_refresh(p_instrument, p.test_request_id);
  END LOOP;
END $$;
--> statement-breakpoint
-- every entry and count from scratch, in one pass over the pairs (a million messages: a minute):
-- this migration, the demo seed and the data generator after they load
CREATE FUNCTION instrument_worklist_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM instrument_worklist;
  DELETE FROM instrument_worklist_counts;
  INSERT INTO instrument_worklist (instrument_id, test_request_id, state, order_status, last_error, updated_at)
  SELECT c.instrument_id, c.test_request_id, c.state, c.order_status, c.last_error, c.changed_at
  FROM (SELECT array_agg(p.instrument_id) AS i, array_agg(p.test_request_id) AS r FROM (
      SELECT m.instrument_id, m.test_request_id FROM interface_messages m WHERE m.instrument_id IS NOT NULL AND m.test_request_id IS NOT NULL
      UNION
      SELECT i.id, tr.id FROM test_requests tr JOIN instruments i ON i.institution_id = tr.institution_id WHERE tr.status = 'in_progress' AND tr.archived_at IS NULL
    ) p) pairs
  CROSS JOIN LATERAL instrument_worklist_compute(pairs.i, pairs.r) c
  WHERE c.listed;
  INSERT INTO instrument_worklist_counts (instrument_id, state, slot, entries)
  SELECT w.instrument_id, w.state, 0, count(*) FROM instrument_worklist w GROUP BY 1, 2;
END $$;
--> statement-breakpoint
SELECT instrument_worklist_rebuild();
