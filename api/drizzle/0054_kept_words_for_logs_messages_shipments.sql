-- The words of each notification log's, interface message's and shipment's search text, kept as
-- the requests' (0043) and the patients' (0045) are: a one-word search counts the rows with a word
-- starting with what was typed from a btree range stopped at the pager's cap. Through the trigram
-- index a one- or two-letter word listed every match first, and the best plan depended on how
-- common the word was, so it could not be planned once (599 ms for 'k' in one institution's logs
-- at 1.5 million logs).
--
-- The three tables have one shape (the row's id, its institution, a word and the row's word just
-- before it in byte order, which counts a row once: search_words), and one set of trigger
-- functions keeps all three: TG_ARGV[0] names the words table, TG_ARGV[1] its id column. Each
-- source table has id, institution_id and search_text. A message from no known instrument has no
-- institution, so its words have none either: only an everyone-wide count reads them.
--
-- EXECUTE plans its statement on every write: a single-row insert of a log costs about 0.15 ms
-- more than with a static copy of the functions per table (measured on 2,000 inserts, with the
-- words' own insert about as much again). Logs and messages are written a few a second at most,
-- so one set of functions is kept rather than three copies.
CREATE TABLE IF NOT EXISTS notification_log_words (
  log_id integer NOT NULL,
  institution_id integer,
  word text COLLATE "C" NOT NULL,
  prev_word text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS interface_message_words (
  message_id bigint NOT NULL,
  institution_id integer,
  word text COLLATE "C" NOT NULL,
  prev_word text COLLATE "C"
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS fulfillment_request_words (
  fulfillment_id integer NOT NULL,
  institution_id integer,
  word text COLLATE "C" NOT NULL,
  prev_word text COLLATE "C"
);
--> statement-breakpoint
INSERT INTO notification_log_words (log_id, institution_id, word, prev_word)
  SELECT n.id, n.institution_id, w.word, w.prev_word FROM notification_logs n CROSS JOIN LATERAL search_words(n.search_text) w;
--> statement-breakpoint
INSERT INTO interface_message_words (message_id, institution_id, word, prev_word)
  SELECT m.id, m.institution_id, w.word, w.prev_word FROM interface_messages m CROSS JOIN LATERAL search_words(m.search_text) w;
--> statement-breakpoint
INSERT INTO fulfillment_request_words (fulfillment_id, institution_id, word, prev_word)
  SELECT f.id, f.institution_id, w.word, w.prev_word FROM fulfillment_requests f CROSS JOIN LATERAL search_words(f.search_text) w;
--> statement-breakpoint
-- Everyone's count reads a word's range, an institution's its own range, both index-only; the id
-- in the first key finds a row's word when it changes.
CREATE INDEX IF NOT EXISTS notification_log_words_word_idx ON notification_log_words (word, log_id) INCLUDE (prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS notification_log_words_institution_idx ON notification_log_words (institution_id, word) INCLUDE (prev_word, log_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS interface_message_words_word_idx ON interface_message_words (word, message_id) INCLUDE (prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS interface_message_words_institution_idx ON interface_message_words (institution_id, word) INCLUDE (prev_word, message_id);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_request_words_word_idx ON fulfillment_request_words (word, fulfillment_id) INCLUDE (prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS fulfillment_request_words_institution_idx ON fulfillment_request_words (institution_id, word) INCLUDE (prev_word, fulfillment_id);
--> statement-breakpoint
-- New rows, set-based per statement (the generator inserts millions in a few statements).
CREATE OR REPLACE FUNCTION kept_words_insert() RETURNS trigger AS $$
BEGIN
  EXECUTE format('INSERT INTO %I (%I, institution_id, word, prev_word)
    SELECT n.id, n.institution_id, w.word, w.prev_word FROM new_rows n CROSS JOIN LATERAL search_words(n.search_text) w', TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A row whose text changes (a patient renamed, another recipient or tracking number) or that moves
-- institution: its old words go, its new ones come.
CREATE OR REPLACE FUNCTION kept_words_update() RETURNS trigger AS $$
BEGIN
  EXECUTE format('DELETE FROM %I t USING search_words($1) w WHERE t.%I = $2 AND t.word = w.word', TG_ARGV[0], TG_ARGV[1])
    USING OLD.search_text, OLD.id;
  EXECUTE format('INSERT INTO %I (%I, institution_id, word, prev_word) SELECT $2, $3, w.word, w.prev_word FROM search_words($1) w', TG_ARGV[0], TG_ARGV[1])
    USING NEW.search_text, NEW.id, NEW.institution_id;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION kept_words_delete() RETURNS trigger AS $$
BEGIN
  EXECUTE format('DELETE FROM %I t USING old_rows o CROSS JOIN LATERAL search_words(o.search_text) w WHERE t.%I = o.id AND t.word = w.word',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON notification_logs
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('notification_log_words', 'log_id');
--> statement-breakpoint
-- The columns the text is made from are listed too: a BEFORE trigger's change of search_text alone
-- does not fire an UPDATE OF trigger.
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, recipient_email, recipient_phone, patient_id ON notification_logs
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION kept_words_update('notification_log_words', 'log_id');
--> statement-breakpoint
CREATE TRIGGER kept_words_on_delete AFTER DELETE ON notification_logs
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_delete('notification_log_words', 'log_id');
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON interface_messages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('interface_message_words', 'message_id');
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id ON interface_messages
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION kept_words_update('interface_message_words', 'message_id');
--> statement-breakpoint
CREATE TRIGGER kept_words_on_delete AFTER DELETE ON interface_messages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_delete('interface_message_words', 'message_id');
--> statement-breakpoint
-- A shipment is never deleted (fulfillment_requests is append-only), so its words need no delete trigger.
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON fulfillment_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('fulfillment_request_words', 'fulfillment_id');
--> statement-breakpoint
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, test_request_id, tracking_number ON fulfillment_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION kept_words_update('fulfillment_request_words', 'fulfillment_id');
