-- Everyone's requests by MRN prefix read from the requests' own copy of the MRN, as one
-- institution's already do. Read through the patients instead, each patient in the MRN range
-- was joined to their requests one at a time: a short prefix ('MRN-P1', a sixth of the requests)
-- cost the count 1,100 lookups, 5-6 ms of the 6.3 a search took at a million patients. The index
-- also carries the column itself, so that the count is read from the index alone: an index of
-- lower(patient_mrn) only sends each of the count's 1,001 rows to the table (2 ms against 1).
CREATE INDEX IF NOT EXISTS test_requests_mrn_prefix_idx ON test_requests (lower(patient_mrn) text_pattern_ops, id) INCLUDE (patient_mrn) WHERE archived_at IS NULL;
