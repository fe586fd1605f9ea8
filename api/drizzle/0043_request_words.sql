-- The words of each listed request's search text, one row per distinct word, so that the number
-- of requests (and results) with a word starting with what the user typed is counted from a btree
-- range and stops at the pager's cap. The trigram index cannot stop early: it builds the bitmap of
-- every match first (38 ms for 'sm', one request in seventy, at three million requests), where the
-- range reads the first 1,001 entries (about 1 ms).
--
-- prev_word is the word just before it in the same request's words, in byte order: a request whose
-- words "smiley" and "smith" both start with "smi" is counted once, on its first word in the range
-- (the one whose previous word sorts before the prefix), with no DISTINCT over the range.
--
-- One function splits a text into its words, for the triggers, the backfill and the generator.
-- Words are what a search term's words start: the text split at spaces, empty ones dropped.
CREATE OR REPLACE FUNCTION search_words(search_text text) RETURNS TABLE (word text, prev_word text) AS $$
  SELECT w, lag(w) OVER (ORDER BY w COLLATE "C")
  FROM (SELECT DISTINCT unnest(string_to_array(search_text, ' ')) AS w) d
  WHERE w <> '';
$$ LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS test_request_words (
  request_id integer NOT NULL,
  institution_id integer NOT NULL,
  word text COLLATE "C" NOT NULL,
  prev_word text COLLATE "C"
);
--> statement-breakpoint
-- Only listed requests (not archived) have words, as only they are listed.
INSERT INTO test_request_words (request_id, institution_id, word, prev_word)
  SELECT tr.id, tr.institution_id, w.word, w.prev_word
  FROM test_requests tr CROSS JOIN LATERAL search_words(tr.search_text) w
  WHERE tr.archived_at IS NULL;
--> statement-breakpoint
-- Everyone's count reads a word's range; the request id in the key finds a request's word when it
-- changes. An institution's count reads its own range. Both hold what the count reads (index-only).
CREATE INDEX IF NOT EXISTS test_request_words_word_idx ON test_request_words (word, request_id) INCLUDE (prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_request_words_institution_idx ON test_request_words (institution_id, word) INCLUDE (prev_word, request_id);
--> statement-breakpoint
-- New requests, set-based per statement (the generator inserts millions in a few statements).
CREATE OR REPLACE FUNCTION test_request_words_insert() RETURNS trigger AS $$
BEGIN
  INSERT INTO test_request_words (request_id, institution_id, word, prev_word)
    SELECT n.id, n.institution_id, w.word, w.prev_word
    FROM new_rows n CROSS JOIN LATERAL search_words(n.search_text) w
    WHERE n.archived_at IS NULL;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_request_words_on_insert AFTER INSERT ON test_requests
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION test_request_words_insert();
--> statement-breakpoint
-- A request whose text changes (its patient renamed, its barcode or test changed), that is
-- archived or restored, or moves institution: its old words go, its new ones come.
CREATE OR REPLACE FUNCTION test_request_words_update() RETURNS trigger AS $$
BEGIN
  DELETE FROM test_request_words t USING search_words(OLD.search_text) w WHERE t.request_id = OLD.id AND t.word = w.word;
  IF NEW.archived_at IS NULL THEN
    INSERT INTO test_request_words (request_id, institution_id, word, prev_word)
      SELECT NEW.id, NEW.institution_id, w.word, w.prev_word FROM search_words(NEW.search_text) w;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- The columns the text is made from are listed too: a BEFORE trigger's change of search_text alone
-- does not fire an UPDATE OF trigger.
CREATE TRIGGER test_request_words_on_update AFTER UPDATE OF search_text, archived_at, institution_id, patient_id, test_name, barcode_number ON test_requests
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.archived_at IS DISTINCT FROM NEW.archived_at
    OR OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION test_request_words_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION test_request_words_delete() RETURNS trigger AS $$
BEGIN
  DELETE FROM test_request_words t USING old_rows o CROSS JOIN LATERAL search_words(o.search_text) w
    WHERE t.request_id = o.id AND t.word = w.word;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER test_request_words_on_delete AFTER DELETE ON test_requests
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION test_request_words_delete();
