-- The words of the test requests waiting on the laboratory's own staff (pending approval, approved
-- for a kit, in progress in the lab) under an index of their own. A request passes through these
-- within days, so they hold a few hundred thousand of the millions of words; a word typed into the
-- list under one of them (searching the pending worklist for a name) reads only that status's
-- entries, where the words' index read every request's entries of the word and kept the pending
-- ones ('smi': 41,755 entries for 236). A fulfilled request waits on the patient to send a sample,
-- for weeks, and a completed or cancelled one for ever: they stay out. The search writes the status
-- into its statement for these three (a parameter cannot prove a partial index's condition).
CREATE INDEX IF NOT EXISTS test_request_words_waiting_idx ON test_request_words (word, request_id)
  INCLUDE (prev_word, sort_at, status, priority) WHERE status IN ('pending', 'approved', 'in_progress');
