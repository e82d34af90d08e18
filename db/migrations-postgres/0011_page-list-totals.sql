-- The catalogue's totals kept on write, as on SQLite (db/migrations/0031_page-list-totals.sql): published materials
-- per type, in all, under each tag, each topic and each tag and topic together (a tag_id or topic_id of 0 stands for
-- every one).
CREATE TABLE "page_list_totals" (
  "type_id" bigint NOT NULL,
  "tag_id" bigint NOT NULL,
  "topic_id" bigint NOT NULL,
  "total" integer NOT NULL,
  PRIMARY KEY ("tag_id", "topic_id", "type_id")
);
--> statement-breakpoint
CREATE VIEW "page_list_keys" AS
  SELECT "id" AS "page_id", 0 AS "tag_id", 0 AS "topic_id" FROM "pages"
  UNION ALL SELECT "page_id", "tag_id", 0 FROM "page_tags"
  UNION ALL SELECT "page_id", 0, "topic_id" FROM "page_topics"
  UNION ALL SELECT g."page_id", g."tag_id", c."topic_id" FROM "page_tags" g JOIN "page_topics" c ON c."page_id" = g."page_id";
--> statement-breakpoint
INSERT INTO "page_list_totals" ("type_id", "tag_id", "topic_id", "total")
  SELECT p."page_type_id", k."tag_id", k."topic_id", count(*) FROM "pages" p JOIN "page_list_keys" k ON k."page_id" = p."id"
  WHERE p."is_published" GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Adds change_by under every key one material counts under (its tags and topics as they are now).
CREATE FUNCTION page_list_totals_add_page(of_page bigint, of_type bigint, change_by integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO page_list_totals (type_id, tag_id, topic_id, total)
  SELECT of_type, k.tag_id, k.topic_id, change_by FROM page_list_keys k WHERE k.page_id = of_page
  ON CONFLICT (type_id, tag_id, topic_id) DO UPDATE SET total = page_list_totals.total + excluded.total
$$;
--> statement-breakpoint
-- One material's change (its update or delete): the rare single-row writes.
CREATE FUNCTION page_list_totals_page() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.is_published THEN
    PERFORM page_list_totals_add_page(OLD.id, OLD.page_type_id, -1);
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.is_published THEN
    PERFORM page_list_totals_add_page(NEW.id, NEW.page_type_id, 1);
  END IF;
  -- A BEFORE DELETE trigger that returns NULL would cancel the delete.
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END $$;
--> statement-breakpoint
-- Inserts and links are counted per statement, from its transition table: a bulk insert (seeds, db:copy) in one
-- transaction updates a type's rows once per statement, not once per row, which PostgreSQL makes quadratic (every
-- update of one row in one transaction leaves a version the next must step over until the commit).
CREATE FUNCTION page_list_totals_new_pages() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO page_list_totals (type_id, tag_id, topic_id, total)
  SELECT n.page_type_id, k.tag_id, k.topic_id, count(*)
  FROM new_pages n,
    LATERAL (SELECT 0::bigint AS tag_id, 0::bigint AS topic_id
      UNION ALL SELECT g.tag_id, 0 FROM page_tags g WHERE g.page_id = n.id
      UNION ALL SELECT 0, c.topic_id FROM page_topics c WHERE c.page_id = n.id
      UNION ALL SELECT g.tag_id, c.topic_id FROM page_tags g JOIN page_topics c ON c.page_id = g.page_id WHERE g.page_id = n.id) k
  WHERE n.is_published
  GROUP BY 1, 2, 3
  ON CONFLICT (type_id, tag_id, topic_id) DO UPDATE SET total = page_list_totals.total + excluded.total;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION page_list_totals_tag_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO page_list_totals (type_id, tag_id, topic_id, total)
    SELECT p.page_type_id, o.tag_id, k.id, -count(*)
    FROM old_links o JOIN pages p ON p.id = o.page_id AND p.is_published,
      LATERAL (SELECT 0::bigint AS id UNION ALL SELECT x.topic_id FROM page_topics x WHERE x.page_id = o.page_id) k
    GROUP BY 1, 2, 3
    ON CONFLICT (type_id, tag_id, topic_id) DO UPDATE SET total = page_list_totals.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO page_list_totals (type_id, tag_id, topic_id, total)
    SELECT p.page_type_id, n.tag_id, k.id, count(*)
    FROM new_links n JOIN pages p ON p.id = n.page_id AND p.is_published,
      LATERAL (SELECT 0::bigint AS id UNION ALL SELECT x.topic_id FROM page_topics x WHERE x.page_id = n.page_id) k
    GROUP BY 1, 2, 3
    ON CONFLICT (type_id, tag_id, topic_id) DO UPDATE SET total = page_list_totals.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION page_list_totals_topic_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    INSERT INTO page_list_totals (type_id, tag_id, topic_id, total)
    SELECT p.page_type_id, k.id, o.topic_id, -count(*)
    FROM old_links o JOIN pages p ON p.id = o.page_id AND p.is_published,
      LATERAL (SELECT 0::bigint AS id UNION ALL SELECT x.tag_id FROM page_tags x WHERE x.page_id = o.page_id) k
    GROUP BY 1, 2, 3
    ON CONFLICT (type_id, tag_id, topic_id) DO UPDATE SET total = page_list_totals.total + excluded.total;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO page_list_totals (type_id, tag_id, topic_id, total)
    SELECT p.page_type_id, k.id, n.topic_id, count(*)
    FROM new_links n JOIN pages p ON p.id = n.page_id AND p.is_published,
      LATERAL (SELECT 0::bigint AS id UNION ALL SELECT x.tag_id FROM page_tags x WHERE x.page_id = n.page_id) k
    GROUP BY 1, 2, 3
    ON CONFLICT (type_id, tag_id, topic_id) DO UPDATE SET total = page_list_totals.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_pages_insert" AFTER INSERT ON "pages" REFERENCING NEW TABLE AS new_pages
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_new_pages();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_pages_update" AFTER UPDATE OF is_published, page_type_id ON "pages" FOR EACH ROW
  WHEN (OLD.is_published IS DISTINCT FROM NEW.is_published OR OLD.page_type_id IS DISTINCT FROM NEW.page_type_id)
  EXECUTE FUNCTION page_list_totals_page();
--> statement-breakpoint
-- Before the row goes, while its tags and topics are still there (their cascaded deletes then find no material).
CREATE TRIGGER "page_list_totals_pages_delete" BEFORE DELETE ON "pages" FOR EACH ROW WHEN (OLD.is_published)
  EXECUTE FUNCTION page_list_totals_page();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_tags_insert" AFTER INSERT ON "page_tags" REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_tag_links();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_tags_update" AFTER UPDATE ON "page_tags" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_tag_links();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_tags_delete" AFTER DELETE ON "page_tags" REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_tag_links();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_topics_insert" AFTER INSERT ON "page_topics" REFERENCING NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_topic_links();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_topics_update" AFTER UPDATE ON "page_topics" REFERENCING OLD TABLE AS old_links NEW TABLE AS new_links
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_topic_links();
--> statement-breakpoint
CREATE TRIGGER "page_list_totals_topics_delete" AFTER DELETE ON "page_topics" REFERENCING OLD TABLE AS old_links
  FOR EACH STATEMENT EXECUTE FUNCTION page_list_totals_topic_links();
