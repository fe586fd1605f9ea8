-- The words of each listed patient's search text (name, MRN, email, phone), as the requests' words
-- (0043) are kept: a one-word search counts the patients with a word starting with it from a btree
-- range stopped at the pager's cap, where the trigram index lists every match first.
--
-- Institution 0 holds every listed patient once (the everyone-wide list, as daily_counts does);
-- each institution its linked patients (from the link's copy of the text). A search inside one
-- institution reads that institution's range.
--
-- One function makes a patient's search text, for the links' copies and the words; it must stay
-- identical to PATIENT_SEARCH_TEXT in src/modules/patients/search.ts and the expression of the
-- trigram index (0005), or that index is not used.
CREATE OR REPLACE FUNCTION patient_search_text(p patients) RETURNS text AS $$
  SELECT lower(p.first_name || ' ' || p.last_name || ' ' || p.medical_record_number || ' ' || coalesce(p.email, '') || ' ' || coalesce(p.phone, ''));
$$ LANGUAGE sql IMMUTABLE;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_institutions_take_mrn() RETURNS trigger AS $$
BEGIN
  SELECT p.medical_record_number, p.created_at, p.archived_at, patient_search_text(p), p.clinician_id
  INTO NEW.medical_record_number, NEW.patient_created_at, NEW.patient_archived_at, NEW.patient_search_text, NEW.patient_clinician_id
  FROM patients p WHERE p.id = NEW.patient_id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patients_spread_mrn() RETURNS trigger AS $$
BEGIN
  UPDATE patient_institutions
  SET medical_record_number = NEW.medical_record_number, patient_created_at = NEW.created_at, patient_archived_at = NEW.archived_at,
      patient_search_text = patient_search_text(NEW), patient_clinician_id = NEW.clinician_id
  WHERE patient_id = NEW.id;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS patient_words (
  patient_id integer NOT NULL,
  institution_id integer NOT NULL,
  word text COLLATE "C" NOT NULL,
  prev_word text COLLATE "C"
);
--> statement-breakpoint
INSERT INTO patient_words (patient_id, institution_id, word, prev_word)
  SELECT p.id, 0, w.word, w.prev_word FROM patients p CROSS JOIN LATERAL search_words(patient_search_text(p)) w WHERE p.archived_at IS NULL;
--> statement-breakpoint
INSERT INTO patient_words (patient_id, institution_id, word, prev_word)
  SELECT l.patient_id, l.institution_id, w.word, w.prev_word
  FROM patient_institutions l CROSS JOIN LATERAL search_words(l.patient_search_text) w WHERE l.patient_archived_at IS NULL;
--> statement-breakpoint
-- A count reads (institution, word range) index-only; the patient id in the key finds a patient's
-- word when it changes.
CREATE INDEX IF NOT EXISTS patient_words_word_idx ON patient_words (institution_id, word, patient_id) INCLUDE (prev_word);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_words_insert() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'patients' THEN
    INSERT INTO patient_words (patient_id, institution_id, word, prev_word)
      SELECT n.id, 0, w.word, w.prev_word FROM new_patients n CROSS JOIN LATERAL search_words(patient_search_text(n::patients)) w
      WHERE n.archived_at IS NULL;
  ELSE
    INSERT INTO patient_words (patient_id, institution_id, word, prev_word)
      SELECT n.patient_id, n.institution_id, w.word, w.prev_word FROM new_links n CROSS JOIN LATERAL search_words(n.patient_search_text) w
      WHERE n.patient_archived_at IS NULL;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_words_on_insert AFTER INSERT ON patients
  REFERENCING NEW TABLE AS new_patients FOR EACH STATEMENT EXECUTE FUNCTION patient_words_insert();
--> statement-breakpoint
CREATE TRIGGER patient_words_on_insert AFTER INSERT ON patient_institutions
  REFERENCING NEW TABLE AS new_links FOR EACH STATEMENT EXECUTE FUNCTION patient_words_insert();
--> statement-breakpoint
-- A patient renamed or given another MRN, email or phone, archived or restored: its everyone-wide
-- words; its links' words follow through the links' copies (patients_spread_mrn).
CREATE OR REPLACE FUNCTION patient_words_update() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'patients' THEN
    DELETE FROM patient_words t USING search_words(patient_search_text(OLD)) w WHERE t.institution_id = 0 AND t.patient_id = OLD.id AND t.word = w.word;
    IF NEW.archived_at IS NULL THEN
      INSERT INTO patient_words (patient_id, institution_id, word, prev_word) SELECT NEW.id, 0, w.word, w.prev_word FROM search_words(patient_search_text(NEW)) w;
    END IF;
  ELSE
    DELETE FROM patient_words t USING search_words(OLD.patient_search_text) w
      WHERE t.institution_id = OLD.institution_id AND t.patient_id = OLD.patient_id AND t.word = w.word;
    IF NEW.patient_archived_at IS NULL THEN
      INSERT INTO patient_words (patient_id, institution_id, word, prev_word)
        SELECT NEW.patient_id, NEW.institution_id, w.word, w.prev_word FROM search_words(NEW.patient_search_text) w;
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_words_on_update AFTER UPDATE OF first_name, last_name, medical_record_number, email, phone, archived_at ON patients
  FOR EACH ROW WHEN (patient_search_text(OLD) IS DISTINCT FROM patient_search_text(NEW) OR OLD.archived_at IS DISTINCT FROM NEW.archived_at)
  EXECUTE FUNCTION patient_words_update();
--> statement-breakpoint
CREATE TRIGGER patient_words_on_update AFTER UPDATE OF patient_search_text, patient_archived_at, institution_id, patient_id ON patient_institutions
  FOR EACH ROW WHEN (OLD.patient_search_text IS DISTINCT FROM NEW.patient_search_text OR OLD.patient_archived_at IS DISTINCT FROM NEW.patient_archived_at
    OR OLD.institution_id IS DISTINCT FROM NEW.institution_id OR OLD.patient_id IS DISTINCT FROM NEW.patient_id)
  EXECUTE FUNCTION patient_words_update();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION patient_words_delete() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'patients' THEN
    DELETE FROM patient_words t USING old_patients o CROSS JOIN LATERAL search_words(patient_search_text(o::patients)) w
      WHERE t.institution_id = 0 AND t.patient_id = o.id AND t.word = w.word;
  ELSE
    DELETE FROM patient_words t USING old_links o CROSS JOIN LATERAL search_words(o.patient_search_text) w
      WHERE t.institution_id = o.institution_id AND t.patient_id = o.patient_id AND t.word = w.word;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER patient_words_on_delete AFTER DELETE ON patients
  REFERENCING OLD TABLE AS old_patients FOR EACH STATEMENT EXECUTE FUNCTION patient_words_delete();
--> statement-breakpoint
CREATE TRIGGER patient_words_on_delete AFTER DELETE ON patient_institutions
  REFERENCING OLD TABLE AS old_links FOR EACH STATEMENT EXECUTE FUNCTION patient_words_delete();
