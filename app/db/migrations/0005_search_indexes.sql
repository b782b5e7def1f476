CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
-- The words of a title as the search lexicon stores them: lower case, 3 to 40 characters.
CREATE OR REPLACE FUNCTION lumen_title_terms(title text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT w FROM unnest(tsvector_to_array(to_tsvector('simple'::regconfig, coalesce(title, '')))) AS w
        WHERE length(w) BETWEEN 3 AND 40 AND w !~ '[[:punct:][:space:]]' $$;
--> statement-breakpoint
-- Adds new title words to search_terms: per statement on insert, per row when a title changes.
CREATE OR REPLACE FUNCTION lumen_collect_title_terms() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  IF TG_LEVEL = 'ROW' THEN
    INSERT INTO search_terms (term) SELECT w FROM lumen_title_terms(NEW.title) AS w ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO search_terms (term)
      SELECT DISTINCT w FROM new_rows, lumen_title_terms(new_rows.title) AS w ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The title words most similar to a (misspelt) word, through the trigram index. The % operator
-- reads its threshold from a setting: set it here, for the current transaction only.
CREATE OR REPLACE FUNCTION lumen_similar_terms(word text, min_similarity real, max_count integer) RETURNS text[]
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM set_config('pg_trgm.similarity_threshold', min_similarity::text, true);
  RETURN ARRAY(SELECT term FROM search_terms WHERE term % word ORDER BY similarity(term, word) DESC, term LIMIT max_count);
END $$;
--> statement-breakpoint
CREATE TRIGGER articles_title_terms AFTER INSERT ON articles REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER courses_title_terms AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER tutorials_title_terms AFTER INSERT ON tutorials REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER videos_title_terms AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER podcasts_title_terms AFTER INSERT ON podcasts REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER articles_title_terms_update AFTER UPDATE OF title ON articles FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER courses_title_terms_update AFTER UPDATE OF title ON courses FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER tutorials_title_terms_update AFTER UPDATE OF title ON tutorials FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER videos_title_terms_update AFTER UPDATE OF title ON videos FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
CREATE TRIGGER podcasts_title_terms_update AFTER UPDATE OF title ON podcasts FOR EACH ROW WHEN (OLD.title IS DISTINCT FROM NEW.title) EXECUTE FUNCTION lumen_collect_title_terms();
--> statement-breakpoint
-- Titles written before this migration.
INSERT INTO search_terms (term)
  SELECT w FROM articles, lumen_title_terms(title) AS w
  UNION SELECT w FROM courses, lumen_title_terms(title) AS w
  UNION SELECT w FROM tutorials, lumen_title_terms(title) AS w
  UNION SELECT w FROM videos, lumen_title_terms(title) AS w
  UNION SELECT w FROM podcasts, lumen_title_terms(title) AS w
  ON CONFLICT DO NOTHING;
