-- Two counters that every analyzer message paid to plan again. A function in LANGUAGE sql is
-- planned on every call, and an EXECUTE'd statement every time it runs; PL/pgSQL keeps the plan of
-- its own static statements for the session.
--
-- The message log's counters: the same upsert as before, in PL/pgSQL (0.23 ms of each message's
-- import, most of it planning).
CREATE OR REPLACE FUNCTION interface_message_counts_apply(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO interface_message_counts AS c (institution_id, status, slot, entries)
    SELECT k.i, d.s, pg_backend_pid() % 16, sum(d.n)
    FROM jsonb_to_recordset(changes) d(i integer, s text, n integer)
    CROSS JOIN LATERAL (VALUES (d.i), (0)) k(i)
    WHERE k.i IS NOT NULL
    GROUP BY 1, 2 HAVING sum(d.n) <> 0
    ORDER BY 1, 2
    ON CONFLICT (institution_id, status, slot) DO UPDATE SET entries = c.entries + excluded.entries;
END $$;
--> statement-breakpoint
-- The people's activity: its statement names the figure's column, so it is built and planned on
-- each run. Most updates of a request or a result change neither its author, its institution nor
-- its day (an analyzer's new draft, a review), and their +1 and -1 cancel: that is now seen by a
-- statement planned once, and nothing is built then (0.31 ms of each import of a draft a person
-- had entered). Its upsert writes its rows in key order, as 0064 has every other counter do.
CREATE OR REPLACE FUNCTION user_activity_stats_apply(figure text, deltas jsonb) RETURNS void AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM jsonb_array_elements(deltas) d
      GROUP BY (d->>'u')::int, coalesce((d->>'i')::int, 0), (d->>'d')::date HAVING sum((d->>'n')::int) <> 0) THEN
    RETURN;
  END IF;
  EXECUTE format(
    'INSERT INTO user_activity_stats AS a (user_id, institution_id, period, day, %1$I)
       SELECT g.u, g.i, p.period, p.day, sum(g.n) FROM (
         SELECT (d->>''u'')::int AS u, coalesce((d->>''i'')::int, 0) AS i, (d->>''d'')::date AS d, sum((d->>''n'')::int) AS n
         FROM jsonb_array_elements($1) d GROUP BY 1, 2, 3 HAVING sum((d->>''n'')::int) <> 0) g
       CROSS JOIN LATERAL stats_periods(g.d) p
       GROUP BY 1, 2, 3, 4
       ORDER BY 1, 2, 3, 4
     ON CONFLICT (user_id, institution_id, period, day) DO UPDATE SET %1$I = a.%1$I + excluded.%1$I', figure)
  USING deltas;
END;
$$ LANGUAGE plpgsql;
