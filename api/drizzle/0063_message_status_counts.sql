-- The message log's status tiles from kept counters, as the results' and the requests' tiles are:
-- counting each of nine statuses in the log itself read up to a thousand index entries per status
-- on every call (about two thirds of the page's database time at a million messages).
--
-- Institution 0 holds everyone's messages (those from no known instrument, which have no
-- institution, only there), so everyone's tiles are one institution's rows to add up. Each
-- database session adds its changes to its own slot row, as the worklist's and the audit's counts
-- do: the MLLP connections' imports and the outbox workers never wait on one counter row until
-- another commits, and a count is the sum of its slots (one slot may go below zero when a message
-- counted in one slot changes status in another). The rows of one statement are written in key
-- order, so two statements moving messages in opposite directions lock them in the same order.
CREATE TABLE "interface_message_counts" (
	"institution_id" integer NOT NULL,
	"status" text NOT NULL,
	"slot" integer NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "interface_message_counts_institution_id_status_slot_pk" PRIMARY KEY("institution_id","status","slot")
);
--> statement-breakpoint
CREATE FUNCTION interface_message_counts_apply(changes jsonb) RETURNS void LANGUAGE sql AS $$
  INSERT INTO interface_message_counts AS c (institution_id, status, slot, entries)
    SELECT k.i, d.s, pg_backend_pid() % 16, sum(d.n)
    FROM jsonb_to_recordset(changes) d(i integer, s text, n integer)
    CROSS JOIN LATERAL (VALUES (d.i), (0)) k(i)
    WHERE k.i IS NOT NULL
    GROUP BY 1, 2 HAVING sum(d.n) <> 0
    ORDER BY 1, 2
    ON CONFLICT (institution_id, status, slot) DO UPDATE SET entries = c.entries + excluded.entries;
$$;
--> statement-breakpoint
CREATE FUNCTION interface_message_counts_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM interface_message_counts_apply((SELECT jsonb_agg(jsonb_build_object('i', i, 's', s, 'n', n))
    FROM (SELECT institution_id AS i, status AS s, count(*) AS n FROM new_rows GROUP BY 1, 2) g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION interface_message_counts_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- most updates (a lease, an attempt) move no count: nothing is written then
  IF EXISTS (SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE (o.institution_id, o.status) IS DISTINCT FROM (n.institution_id, n.status)) THEN
    PERFORM interface_message_counts_apply((SELECT jsonb_agg(jsonb_build_object('i', i, 's', s, 'n', n))
      FROM (SELECT institution_id AS i, status AS s, sum(delta) AS n FROM (
        SELECT institution_id, status, 1 AS delta FROM new_rows
        UNION ALL
        SELECT institution_id, status, -1 FROM old_rows) d
      GROUP BY 1, 2) g));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION interface_message_counts_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM interface_message_counts_apply((SELECT jsonb_agg(jsonb_build_object('i', i, 's', s, 'n', -n))
    FROM (SELECT institution_id AS i, status AS s, count(*) AS n FROM old_rows GROUP BY 1, 2) g));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION interface_message_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM interface_message_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER interface_messages_count_insert AFTER INSERT ON interface_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interface_message_counts_insert();
--> statement-breakpoint
CREATE TRIGGER interface_messages_count_update AFTER UPDATE ON interface_messages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION interface_message_counts_update();
--> statement-breakpoint
CREATE TRIGGER interface_messages_count_delete AFTER DELETE ON interface_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION interface_message_counts_delete();
--> statement-breakpoint
CREATE TRIGGER interface_messages_count_truncate AFTER TRUNCATE ON interface_messages
  FOR EACH STATEMENT EXECUTE FUNCTION interface_message_counts_truncate();
--> statement-breakpoint
SELECT interface_message_counts_apply((SELECT jsonb_agg(jsonb_build_object('i', i, 's', s, 'n', n))
  FROM (SELECT institution_id AS i, status AS s, count(*) AS n FROM interface_messages GROUP BY 1, 2) g));
