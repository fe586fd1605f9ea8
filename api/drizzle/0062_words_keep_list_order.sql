-- Every kept word carries its row's place in its list (sort_at: the time the list is ordered by,
-- newest first), under an index of the word's first two letters, then that order. A one-word
-- search of two letters or more then reads the words of its first two letters in the list's own
-- order and stops at the page: 'sm' on everyone's patients at a million reads about twenty index
-- entries, where the walk of the newest patients read about 1,900 rows to find their twenty
-- (2.9-8.0 ms of the statement, the largest cost of typing under ten connections). The order is
-- the list's whatever the term, so the plan does not depend on how common the term is.
--
-- The sort key is set by the triggers that keep the words, and a change of it replaces the row's
-- words as a change of its text does (no list's sort key changes today; if one did, its words
-- would follow). The everyone-wide index leaves out the institution; the patients' words keep
-- everyone's list under institution 0, so they need only the per-institution one.
--
-- The words are made again from their rows rather than updated in place: an UPDATE of every one
-- of the 53 million words at a million patients would write each row and each index entry twice,
-- and leave the tables and their indexes half dead. Each words table is emptied, its indexes
-- dropped (their definitions kept), refilled as the triggers fill it, and its indexes built again
-- from those definitions, as the generator builds them after its load. VACUUM cannot run inside
-- the migration's transaction: until autovacuum has visited them, a walk's index-only scan also
-- checks the table pages.
CREATE FUNCTION pg_temp.refill_kept_words(words text, fill text) RETURNS void AS $$
DECLARE
  definitions text[];
  definition text;
BEGIN
  SELECT coalesce(array_agg(indexdef), '{}') INTO definitions FROM pg_indexes WHERE schemaname = current_schema() AND tablename = words;
  FOR definition IN SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = words LOOP
    EXECUTE format('DROP INDEX %I', definition);
  END LOOP;
  EXECUTE format('TRUNCATE %I', words);
  EXECUTE format('ALTER TABLE %I ADD COLUMN sort_at timestamptz NOT NULL', words);
  EXECUTE fill;
  FOREACH definition IN ARRAY definitions LOOP
    EXECUTE definition;
  END LOOP;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('test_request_words', $fill$
  INSERT INTO test_request_words (request_id, institution_id, word, prev_word, sort_at)
    SELECT tr.id, tr.institution_id, w.word, w.prev_word, tr.requested_at
    FROM test_requests tr CROSS JOIN LATERAL search_words(tr.search_text) w WHERE tr.archived_at IS NULL $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('patient_words', $fill$
  INSERT INTO patient_words (patient_id, institution_id, word, prev_word, sort_at)
    SELECT p.id, 0, w.word, w.prev_word, p.created_at
    FROM patients p CROSS JOIN LATERAL search_words(patient_search_text(p)) w WHERE p.archived_at IS NULL
    UNION ALL
    SELECT l.patient_id, l.institution_id, w.word, w.prev_word, l.patient_created_at
    FROM patient_institutions l CROSS JOIN LATERAL search_words(l.patient_search_text) w WHERE l.patient_archived_at IS NULL $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('notification_log_words', $fill$
  INSERT INTO notification_log_words (log_id, institution_id, word, prev_word, sort_at)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.sent_at FROM notification_logs n CROSS JOIN LATERAL search_words(n.search_text) w $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('interface_message_words', $fill$
  INSERT INTO interface_message_words (message_id, institution_id, word, prev_word, sort_at)
    SELECT m.id, m.institution_id, w.word, w.prev_word, m.created_at FROM interface_messages m CROSS JOIN LATERAL search_words(m.search_text) w $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('fulfillment_request_words', $fill$
  INSERT INTO fulfillment_request_words (fulfillment_id, institution_id, word, prev_word, sort_at)
    SELECT f.id, f.institution_id, w.word, w.prev_word, f.created_at FROM fulfillment_requests f CROSS JOIN LATERAL search_words(f.search_text) w $fill$);
--> statement-breakpoint
SELECT pg_temp.refill_kept_words('test_result_words', $fill$
  INSERT INTO test_result_words (result_id, institution_id, word, prev_word, sort_at)
    SELECT r.id, r.institution_id, w.word, w.prev_word, r.entered_at FROM test_results r CROSS JOIN LATERAL search_words(r.search_text) w $fill$);
--> statement-breakpoint
-- The words of a first-two-letters bucket in the list's order, carrying what the search checks
-- (the word, and the previous word that counts a row once), so the walk reads no table page.
CREATE INDEX IF NOT EXISTS test_request_words_bucket_idx ON test_request_words (left(word, 2), sort_at DESC, request_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_request_words_institution_bucket_idx ON test_request_words (institution_id, left(word, 2), sort_at DESC, request_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS patient_words_bucket_idx ON patient_words (institution_id, left(word, 2), sort_at DESC, patient_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_log_words_bucket_idx ON notification_log_words (left(word, 2), sort_at DESC, log_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_log_words_institution_bucket_idx ON notification_log_words (institution_id, left(word, 2), sort_at DESC, log_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS interface_message_words_bucket_idx ON interface_message_words (left(word, 2), sort_at DESC, message_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS interface_message_words_institution_bucket_idx ON interface_message_words (institution_id, left(word, 2), sort_at DESC, message_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_request_words_bucket_idx ON fulfillment_request_words (left(word, 2), sort_at DESC, fulfillment_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_request_words_institution_bucket_idx ON fulfillment_request_words (institution_id, left(word, 2), sort_at DESC, fulfillment_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_result_words_bucket_idx ON test_result_words (left(word, 2), sort_at DESC, result_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_result_words_institution_bucket_idx ON test_result_words (institution_id, left(word, 2), sort_at DESC, result_id DESC) INCLUDE (word, prev_word);
--> statement-breakpoint
-- The requests' words, with the request's time.
CREATE OR REPLACE FUNCTION test_request_words_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_request_words (request_id, institution_id, word, prev_word, sort_at)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.requested_at
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
    INSERT INTO test_request_words (request_id, institution_id, word, prev_word, sort_at)
      SELECT NEW.id, NEW.institution_id, w.word, w.prev_word, NEW.requested_at FROM search_words(NEW.search_text) w;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS test_request_words_on_update ON test_requests;
--> statement-breakpoint
CREATE TRIGGER test_request_words_on_update AFTER UPDATE OF search_text, archived_at, institution_id, patient_id, test_name, barcode_number, requested_at ON test_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.requested_at IS DISTINCT FROM NEW.requested_at)
  EXECUTE FUNCTION test_request_words_update();
--> statement-breakpoint
-- The patients' words: everyone's with the patient's created_at, an institution's with its link's copy of it.
CREATE OR REPLACE FUNCTION patient_words_insert() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'patients' THEN
    INSERT INTO patient_words (patient_id, institution_id, word, prev_word, sort_at)
      SELECT n.id, 0, w.word, w.prev_word, n.created_at FROM new_patients n CROSS JOIN LATERAL search_words(patient_search_text(n::patients)) w
      WHERE n.archived_at IS NULL;
  ELSE
    INSERT INTO patient_words (patient_id, institution_id, word, prev_word, sort_at)
      SELECT n.patient_id, n.institution_id, w.word, w.prev_word, n.patient_created_at FROM new_links n CROSS JOIN LATERAL search_words(n.patient_search_text) w
      WHERE n.patient_archived_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_words_update() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'patients' THEN
    DELETE FROM patient_words t USING search_words(patient_search_text(OLD)) w WHERE t.institution_id = 0 AND t.patient_id = OLD.id AND t.word = w.word;
    IF NEW.archived_at IS NULL THEN
      INSERT INTO patient_words (patient_id, institution_id, word, prev_word, sort_at)
        SELECT NEW.id, 0, w.word, w.prev_word, NEW.created_at FROM search_words(patient_search_text(NEW)) w;
    END IF;
  ELSE
    DELETE FROM patient_words t USING search_words(OLD.patient_search_text) w
      WHERE t.institution_id = OLD.institution_id AND t.patient_id = OLD.patient_id AND t.word = w.word;
    IF NEW.patient_archived_at IS NULL THEN
      INSERT INTO patient_words (patient_id, institution_id, word, prev_word, sort_at)
        SELECT NEW.patient_id, NEW.institution_id, w.word, w.prev_word, NEW.patient_created_at FROM search_words(NEW.patient_search_text) w;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS patient_words_on_update ON patients;
--> statement-breakpoint
CREATE TRIGGER patient_words_on_update AFTER UPDATE OF first_name, last_name, medical_record_number, email, phone, archived_at, created_at ON patients
  FOR EACH ROW WHEN (patient_search_text(OLD) IS DISTINCT FROM patient_search_text(NEW) OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION patient_words_update();
--> statement-breakpoint
DROP TRIGGER IF EXISTS patient_words_on_update ON patient_institutions;
--> statement-breakpoint
CREATE TRIGGER patient_words_on_update AFTER UPDATE OF patient_search_text, patient_archived_at, institution_id, patient_id, patient_created_at ON patient_institutions
  FOR EACH ROW WHEN (OLD.patient_search_text IS DISTINCT FROM NEW.patient_search_text OR OLD.patient_archived_at IS DISTINCT FROM NEW.patient_archived_at
    OR OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id
    OR OLD.patient_created_at IS DISTINCT FROM NEW.patient_created_at)
  EXECUTE FUNCTION patient_words_update();
--> statement-breakpoint
-- The logs', messages', shipments' and results' words: TG_ARGV[2] names the source table's sort column.
CREATE OR REPLACE FUNCTION kept_words_insert() RETURNS trigger AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (%I, institution_id, word, prev_word, sort_at)
    SELECT n.id, n.institution_id, w.word, w.prev_word, n.%I FROM new_rows n CROSS JOIN LATERAL search_words(n.search_text) w', TG_ARGV[0], TG_ARGV[1], TG_ARGV[2]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kept_words_update() RETURNS trigger AS $$
DECLARE
  new_sort_at timestamptz;
BEGIN
  EXECUTE format('DELETE FROM %I t USING search_words($1) w WHERE t.%I = $2 AND t.word = w.word', TG_ARGV[0], TG_ARGV[1])
    USING OLD.search_text, OLD.id;
  EXECUTE format('SELECT ($1).%I', TG_ARGV[2]) INTO new_sort_at USING NEW;
  EXECUTE format('INSERT INTO %I (%I, institution_id, word, prev_word, sort_at) SELECT $2, $3, w.word, w.prev_word, $4 FROM search_words($1) w', TG_ARGV[0], TG_ARGV[1])
    USING NEW.search_text, NEW.id, NEW.institution_id, new_sort_at;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON notification_logs;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON notification_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('notification_log_words', 'log_id', 'sent_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON notification_logs;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, recipient_email, recipient_phone, patient_id, sent_at ON notification_logs
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.sent_at IS DISTINCT FROM NEW.sent_at)
  EXECUTE FUNCTION kept_words_update('notification_log_words', 'log_id', 'sent_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON interface_messages;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON interface_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('interface_message_words', 'message_id', 'created_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON interface_messages;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, created_at ON interface_messages
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION kept_words_update('interface_message_words', 'message_id', 'created_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON fulfillment_requests;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON fulfillment_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('fulfillment_request_words', 'fulfillment_id', 'created_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON fulfillment_requests;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, test_request_id, tracking_number, created_at ON fulfillment_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION kept_words_update('fulfillment_request_words', 'fulfillment_id', 'created_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_insert ON test_results;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON test_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('test_result_words', 'result_id', 'entered_at');
--> statement-breakpoint
DROP TRIGGER IF EXISTS kept_words_on_update ON test_results;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, test_request_id, entered_at ON test_results
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id
    OR OLD.entered_at IS DISTINCT FROM NEW.entered_at)
  EXECUTE FUNCTION kept_words_update('test_result_words', 'result_id', 'entered_at');
