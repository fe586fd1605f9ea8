-- Each kept word carries the columns its list is filtered by (the requests' status and priority,
-- the results' status, the shipments' status and priority, the notification logs' message type,
-- channel, delivery status and trigger), and its row's time in the list's order, in the two word
-- indexes. A one-word search under a filter then counts its matches, and a rare word takes its
-- rows, from the words' index alone, the filter checked on each index entry. Before, each word's
-- row was read to check the filter (about 2.5 us an entry) or the filter's ids were hashed: 'smi'
-- over the 85,000 custom notification logs cost 30 ms of PostgreSQL's CPU a keystroke, which ten
-- connections on two cores queued to 230-320 ms.
--
-- The filter columns are set by the triggers that keep the words; a change of one replaces the
-- row's words, as a change of its text does (a status change rewrites a row's few words). The
-- interface messages and the patients keep none: their lists' filters were never the slow part.
--
-- The words are made again from their rows rather than updated in place (as in 0062: an UPDATE
-- of every word would write each row and index entry twice). Each table is emptied, its indexes
-- dropped, refilled as the triggers fill it, and its indexes built again: the two word indexes
-- with their new columns, the others from their own definitions.
CREATE FUNCTION pg_temp.refill_kept_words(words text, row_of text, kept text[], fill text) RETURNS void AS $$
DECLARE
  definitions text[];
  definition text;
  included text := (SELECT string_agg(', ' || quote_ident(c), '') FROM unnest(kept) c);
BEGIN
  SELECT coalesce(array_agg(indexdef), '{}') INTO definitions FROM pg_indexes
    WHERE schemaname = current_schema() AND tablename = words AND indexname NOT IN (words || '_word_idx', words || '_institution_idx');
  FOR definition IN SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = words LOOP
    EXECUTE format('DROP INDEX %I', definition);
  END LOOP;
  EXECUTE format('TRUNCATE %I', words);
  EXECUTE format('ALTER TABLE %I %s', words, (SELECT string_agg(format('ADD COLUMN %I text', c), ', ') FROM unnest(kept) c));
  EXECUTE fill;
  EXECUTE format('CREATE INDEX %I ON %I (word, %I) INCLUDE (prev_word, sort_at%s)', words || '_word_idx', words, row_of, included);
  EXECUTE format('CREATE INDEX %I ON %I (institution_id, word) INCLUDE (prev_word, %I, sort_at%s)', words || '_institution_idx', words, row_of, included);
  FOREACH definition IN ARRAY definitions LOOP
    EXECUTE definition;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('test_request_words', 'request_id', ARRAY['status', 'priority'], $fill$
  INSERT INTO test_request_words (request_id, institution_id, word, prev_word, sort_at, status, priority)
    SELECT tr.id, tr.institution_id, w.word, w.prev_word, tr.requested_at, tr.status, tr.priority
    FROM test_requests tr CROSS JOIN LATERAL search_words(tr.search_text) w WHERE tr.archived_at IS NULL $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('test_result_words', 'result_id', ARRAY['status'], $fill$
  INSERT INTO test_result_words (result_id, institution_id, word, prev_word, sort_at, status)
    SELECT r.id, r.institution_id, w.word, w.prev_word, r.entered_at, r.status FROM test_results r CROSS JOIN LATERAL search_words(r.search_text) w $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('fulfillment_request_words', 'fulfillment_id', ARRAY['status', 'priority'], $fill$
  INSERT INTO fulfillment_request_words (fulfillment_id, institution_id, word, prev_word, sort_at, status, priority)
    SELECT f.id, f.institution_id, w.word, w.prev_word, f.created_at, f.status, f.priority FROM fulfillment_requests f CROSS JOIN LATERAL search_words(f.search_text) w $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('notification_log_words', 'log_id', ARRAY['message_type', 'notification_type', 'delivery_status', 'triggered_by_type'], $fill$
  INSERT INTO notification_log_words (log_id, institution_id, word, prev_word, sort_at, message_type, notification_type, delivery_status, triggered_by_type)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.sent_at, n.message_type, n.notification_type, n.delivery_status, n.triggered_by_type
    FROM notification_logs n CROSS JOIN LATERAL search_words(n.search_text) w $fill$);
--> statement-breakpoint
-- The requests' words, with the request's status and priority.
CREATE OR REPLACE FUNCTION test_request_words_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_request_words (request_id, institution_id, word, prev_word, sort_at, status, priority)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.requested_at, n.status, n.priority
    FROM new_rows n CROSS JOIN LATERAL search_words(n.search_text) w
    WHERE n.archived_at IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_request_words_update() RETURNS trigger AS $$
BEGIN
  DELETE FROM test_request_words t USING search_words(OLD.search_text) w WHERE t.request_id = OLD.id AND t.word = w.word;
  IF NEW.archived_at IS NULL THEN
    INSERT INTO test_request_words (request_id, institution_id, word, prev_word, sort_at, status, priority)
      SELECT NEW.id, NEW.institution_id, w.word, w.prev_word, NEW.requested_at, NEW.status, NEW.priority FROM search_words(NEW.search_text) w;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS test_request_words_on_update ON test_requests;
--> statement-breakpoint
CREATE TRIGGER test_request_words_on_update AFTER UPDATE OF search_text, archived_at, institution_id, patient_id, test_name, barcode_number, requested_at, status, priority ON test_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.requested_at IS DISTINCT FROM NEW.requested_at
    OR OLD.status IS DISTINCT FROM NEW.status OR OLD.priority IS DISTINCT FROM NEW.priority)
  EXECUTE FUNCTION test_request_words_update();
--> statement-breakpoint
-- The logs', messages', shipments' and results' words: TG_ARGV[2] names the source table's sort
-- column, TG_ARGV[3] (where the list keeps any) its filter columns, comma-separated, copied by name.
CREATE OR REPLACE FUNCTION kept_words_insert() RETURNS trigger AS $$
DECLARE
  kept text[] := CASE WHEN TG_NARGS > 3 THEN string_to_array(TG_ARGV[3], ',') ELSE '{}' END;
BEGIN
  EXECUTE format('INSERT INTO %I (%I, institution_id, word, prev_word, sort_at%s)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.%I%s FROM new_rows n CROSS JOIN LATERAL search_words(n.search_text) w',
    TG_ARGV[0], TG_ARGV[1], (SELECT coalesce(string_agg(', ' || quote_ident(c), ''), '') FROM unnest(kept) c),
    TG_ARGV[2], (SELECT coalesce(string_agg(', n.' || quote_ident(c), ''), '') FROM unnest(kept) c));
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kept_words_update() RETURNS trigger AS $$
DECLARE
  kept text[] := CASE WHEN TG_NARGS > 3 THEN string_to_array(TG_ARGV[3], ',') ELSE '{}' END;
BEGIN
  EXECUTE format('DELETE FROM %I t USING search_words($1) w WHERE t.%I = $2 AND t.word = w.word', TG_ARGV[0], TG_ARGV[1])
    USING OLD.search_text, OLD.id;
  EXECUTE format('INSERT INTO %I (%I, institution_id, word, prev_word, sort_at%s)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.%I%s FROM (SELECT ($1).*) n CROSS JOIN LATERAL search_words(n.search_text) w',
    TG_ARGV[0], TG_ARGV[1], (SELECT coalesce(string_agg(', ' || quote_ident(c), ''), '') FROM unnest(kept) c),
    TG_ARGV[2], (SELECT coalesce(string_agg(', n.' || quote_ident(c), ''), '') FROM unnest(kept) c))
    USING NEW;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON notification_logs;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON notification_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION kept_words_insert('notification_log_words', 'log_id', 'sent_at', 'message_type,notification_type,delivery_status,triggered_by_type');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON notification_logs;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, recipient_email, recipient_phone, patient_id, sent_at,
    message_type, notification_type, delivery_status, triggered_by_type ON notification_logs
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.sent_at IS DISTINCT FROM NEW.sent_at OR OLD.message_type IS DISTINCT FROM NEW.message_type
    OR OLD.notification_type IS DISTINCT FROM NEW.notification_type OR OLD.delivery_status IS DISTINCT FROM NEW.delivery_status
    OR OLD.triggered_by_type IS DISTINCT FROM NEW.triggered_by_type)
  EXECUTE FUNCTION kept_words_update('notification_log_words', 'log_id', 'sent_at', 'message_type,notification_type,delivery_status,triggered_by_type');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON fulfillment_requests;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON fulfillment_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('fulfillment_request_words', 'fulfillment_id', 'created_at', 'status,priority');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON fulfillment_requests;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, test_request_id, tracking_number, created_at, status, priority ON fulfillment_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.status IS DISTINCT FROM NEW.status OR OLD.priority IS DISTINCT FROM NEW.priority)
  EXECUTE FUNCTION kept_words_update('fulfillment_request_words', 'fulfillment_id', 'created_at', 'status,priority');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON test_results;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON test_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('test_result_words', 'result_id', 'entered_at', 'status');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON test_results;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, test_request_id, entered_at, status ON test_results
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.entered_at IS DISTINCT FROM NEW.entered_at OR OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION kept_words_update('test_result_words', 'result_id', 'entered_at', 'status');
