-- A results search walks the newest results and reads each one's search text: from the heap, one
-- page per row in an institution's walk (its rows are spread among the others'), 9.5 of the 18 ms
-- of a results search inside an institution at a million patients. The results' newest-first
-- indexes now carry the text, so a walk of vacuumed rows is an index-only scan (0.3 ms). Same
-- names and keys: every list that pages by them is served as before.
-- The requests' walk indexes are left without it: there the planner then preferred the smaller
-- test_requests_requested_at_idx (same order, no partial predicate) and filtered, also for one
-- institution's walk, on a freshly generated database.
DROP INDEX IF EXISTS test_results_entered_at_idx;
--> statement-breakpoint
CREATE INDEX test_results_entered_at_idx ON test_results (entered_at DESC, id DESC) INCLUDE (search_text);
--> statement-breakpoint
DROP INDEX IF EXISTS test_results_institution_listed_idx;
--> statement-breakpoint
CREATE INDEX test_results_institution_listed_idx ON test_results (institution_id, entered_at DESC, id DESC) INCLUDE (search_text);
