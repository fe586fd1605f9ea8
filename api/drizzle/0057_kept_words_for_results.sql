-- The words of each result's search text (its request's, which the result keeps: 0042), kept as the
-- logs', messages' and shipments' are (0054) and by the same trigger functions. A one-word search of
-- the results counted the requests' words and asked each counted request for its result, one index
-- probe per row (about 3 ms of a 4-8 ms statement at a thousand); it now counts the results' own.
CREATE TABLE IF NOT EXISTS test_result_words (
  result_id integer NOT NULL,
  institution_id integer,
  word text COLLATE "C" NOT NULL,
  prev_word text COLLATE "C"
);
--> statement-breakpoint
INSERT INTO test_result_words (result_id, institution_id, word, prev_word)
  SELECT r.id, r.institution_id, w.word, w.prev_word FROM test_results r CROSS JOIN LATERAL search_words(r.search_text) w;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_result_words_word_idx ON test_result_words (word, result_id) INCLUDE (prev_word);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS test_result_words_institution_idx ON test_result_words (institution_id, word) INCLUDE (prev_word, result_id);
--> statement-breakpoint
CREATE TRIGGER kept_words_on_insert AFTER INSERT ON test_results
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION kept_words_insert('test_result_words', 'result_id');
--> statement-breakpoint
-- The request's text reaches the result through an update of search_text (test_requests_search_to_result);
-- a moved result takes its new request's text and institution in its BEFORE triggers.
CREATE TRIGGER kept_words_on_update AFTER UPDATE OF search_text, institution_id, test_request_id ON test_results
  FOR EACH ROW WHEN (OLD.search_text IS DISTINCT FROM NEW.search_text OR OLD.institution_id IS DISTINCT FROM NEW.institution_id)
  EXECUTE FUNCTION kept_words_update('test_result_words', 'result_id');
-- A result is never deleted (a trigger refuses it), so its words need no delete trigger.
