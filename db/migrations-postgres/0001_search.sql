-- The search index on PostgreSQL: the same stemmed shadow text the SQLite FTS5 index holds
-- (sync/rules/search-text.ts, shared with the offline search), matched with the 'simple'
-- configuration (the text is stemmed already) through a GIN index; `rowid` encodes the item as on
-- SQLite (id * 8 + kind number). Items written by any code are queued by triggers, as on SQLite.
CREATE TABLE "search_queue" (
  "kind" text NOT NULL,
  "item_id" bigint NOT NULL,
  PRIMARY KEY ("kind", "item_id")
);
--> statement-breakpoint
CREATE TABLE "search_meta" ("key" text PRIMARY KEY NOT NULL, "value" text NOT NULL);
--> statement-breakpoint
CREATE TABLE "search_index" (
  "rowid" bigint PRIMARY KEY NOT NULL,
  "title" text NOT NULL,
  "body" text NOT NULL,
  "kind" text NOT NULL,
  "title_doc" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED,
  "doc" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "title" || ' ' || "body" || ' ' || "kind")) STORED
);
--> statement-breakpoint
CREATE INDEX "search_index_doc_idx" ON "search_index" USING gin ("doc");
--> statement-breakpoint
CREATE INDEX "search_index_title_doc_idx" ON "search_index" USING gin ("title_doc");
--> statement-breakpoint
CREATE FUNCTION search_queue_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (kind, item_id)
  VALUES (TG_ARGV[0], CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "search_queue_pages_insert" AFTER INSERT ON "pages" FOR EACH ROW EXECUTE FUNCTION search_queue_add('post');
--> statement-breakpoint
CREATE TRIGGER "search_queue_pages_update" AFTER UPDATE OF title, description, content, is_published ON "pages" FOR EACH ROW EXECUTE FUNCTION search_queue_add('post');
--> statement-breakpoint
CREATE TRIGGER "search_queue_pages_delete" AFTER DELETE ON "pages" FOR EACH ROW EXECUTE FUNCTION search_queue_add('post');
--> statement-breakpoint
CREATE TRIGGER "search_queue_news_insert" AFTER INSERT ON "news" FOR EACH ROW EXECUTE FUNCTION search_queue_add('news');
--> statement-breakpoint
CREATE TRIGGER "search_queue_news_update" AFTER UPDATE OF title, description, content, is_published ON "news" FOR EACH ROW EXECUTE FUNCTION search_queue_add('news');
--> statement-breakpoint
CREATE TRIGGER "search_queue_news_delete" AFTER DELETE ON "news" FOR EACH ROW EXECUTE FUNCTION search_queue_add('news');
--> statement-breakpoint
CREATE TRIGGER "search_queue_events_insert" AFTER INSERT ON "events" FOR EACH ROW EXECUTE FUNCTION search_queue_add('event');
--> statement-breakpoint
CREATE TRIGGER "search_queue_events_update" AFTER UPDATE OF title, description, content, place, is_published ON "events" FOR EACH ROW EXECUTE FUNCTION search_queue_add('event');
--> statement-breakpoint
CREATE TRIGGER "search_queue_events_delete" AFTER DELETE ON "events" FOR EACH ROW EXECUTE FUNCTION search_queue_add('event');
--> statement-breakpoint
CREATE TRIGGER "search_queue_courses_insert" AFTER INSERT ON "courses" FOR EACH ROW EXECUTE FUNCTION search_queue_add('course');
--> statement-breakpoint
CREATE TRIGGER "search_queue_courses_update" AFTER UPDATE OF title, description, is_published ON "courses" FOR EACH ROW EXECUTE FUNCTION search_queue_add('course');
--> statement-breakpoint
CREATE TRIGGER "search_queue_courses_delete" AFTER DELETE ON "courses" FOR EACH ROW EXECUTE FUNCTION search_queue_add('course');
--> statement-breakpoint
CREATE TRIGGER "search_queue_quizzes_insert" AFTER INSERT ON "quizzes" FOR EACH ROW EXECUTE FUNCTION search_queue_add('quizzes');
--> statement-breakpoint
CREATE TRIGGER "search_queue_quizzes_update" AFTER UPDATE OF title, description, is_published ON "quizzes" FOR EACH ROW EXECUTE FUNCTION search_queue_add('quizzes');
--> statement-breakpoint
CREATE TRIGGER "search_queue_quizzes_delete" AFTER DELETE ON "quizzes" FOR EACH ROW EXECUTE FUNCTION search_queue_add('quizzes');
