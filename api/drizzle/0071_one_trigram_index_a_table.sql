-- The test requests, the notification logs and the fulfillment requests each kept two trigram
-- indexes of their search text: everyone's, and one of (institution_id, text) for a search inside
-- institutions. A GIN index of several columns answers a condition on any of its columns alone, so
-- a search across every institution reads the second one's trigram entries as it read the first's
-- (the same pages and time: the test requests' rare two-word term, 115 index pages and 3-5 ms
-- either way on three million requests). The first is dropped: one index less to write on each
-- insert and change of a row's text, and one less for a bulk load to build (31 s of a million
-- patients' generated data for the requests' alone). A text condition (LIKE) implies the second
-- index's `search_text IS NOT NULL`, so the planner may use it for everyone's search.
DROP INDEX IF EXISTS test_requests_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS notification_logs_search_trgm_idx;--> statement-breakpoint
DROP INDEX IF EXISTS fulfillment_requests_search_trgm_idx;
