-- search-ordered: hand-written SQL for PostgreSQL. Bounded search reads (api/features/search/match-reads.ts)
-- need every filter of a search inside one GIN condition, so the planner can either walk the primary key
-- (newest or oldest first) and stop at the page's end, or intersect a rare word's posting list with the
-- others' cheaply (GIN's fast scan). A `kind = any(...)` column filter and a prefix `:*` (which merges every
-- matching word's posting list) defeated both. So each tsvector also holds its item's kind as the lexeme
-- '#k<kind>' (never a stem: stems are letters and digits) and each word's prefixes of 1 to 6 characters as
-- lexemes '<prefix>*' (as SQLite's prefix indexes, migration 0022_search-prefix). The title's vector holds no
-- plain kind word, as SQLite's title column does not.
CREATE FUNCTION search_lexemes(words text, kind text) RETURNS tsvector
LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
DECLARE
  w text;
  lexemes text[] := ARRAY['#' || kind];
BEGIN
  FOREACH w IN ARRAY tsvector_to_array(to_tsvector('simple'::regconfig, words)) LOOP
    lexemes := lexemes || w;
    FOR i IN 1..least(6, length(w)) LOOP
      lexemes := lexemes || (left(w, i) || '*');
    END LOOP;
  END LOOP;
  RETURN array_to_tsvector(lexemes);
END $$;
--> statement-breakpoint
ALTER TABLE "search_index" DROP COLUMN "title_doc", DROP COLUMN "doc";
--> statement-breakpoint
ALTER TABLE "search_index"
  ADD COLUMN "title_doc" tsvector GENERATED ALWAYS AS (search_lexemes("title", "kind")) STORED,
  ADD COLUMN "doc" tsvector GENERATED ALWAYS AS (search_lexemes("title" || ' ' || "body" || ' ' || "kind", "kind")) STORED;
--> statement-breakpoint
-- A small pending list (256 kB, not 4 MB): every search reads the whole list of entries not yet merged into
-- the index, and writes merge it as often (a bulk write as fast: measured 6.4 s against 7.2 s for 20,000 rows;
-- without a list, 22 s). A rebuild empties it (index-postgres.ts, afterRebuild).
CREATE INDEX "search_index_doc_idx" ON "search_index" USING gin ("doc") WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
CREATE INDEX "search_index_title_doc_idx" ON "search_index" USING gin ("title_doc") WITH (gin_pending_list_limit = 256);
--> statement-breakpoint
-- The planner chooses the walk or the posting lists by each word's frequency: with the default target a
-- rare word was estimated at 0.5 % of the rows and walked the whole index. 1,000 keeps up to 10,000 words'
-- frequencies (the sample reads 300,000 rows).
ALTER TABLE "search_index" ALTER COLUMN "doc" SET STATISTICS 1000, ALTER COLUMN "title_doc" SET STATISTICS 1000;
--> statement-breakpoint
ANALYZE "search_index";
