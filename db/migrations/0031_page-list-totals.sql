-- The catalogue's totals kept on write (issue 44): how many published materials each type has, in all, under each
-- tag, under each topic and under each tag and topic together (a tag_id or topic_id of 0 stands for every one). A
-- list filtered by types and at most one tag and one topic reads its total from a few rows here whatever the size
-- (api/features/pages/list-totals.ts). Triggers keep it, so every writer (staff edits, publishing, seeds, db:copy)
-- does; db/migrations-postgres/0011 keeps the same table on PostgreSQL.
CREATE TABLE `page_list_totals` (
  `type_id` integer NOT NULL,
  `tag_id` integer NOT NULL,
  `topic_id` integer NOT NULL,
  `total` integer NOT NULL,
  PRIMARY KEY (`tag_id`, `topic_id`, `type_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The keys a material counts under, whatever its type and state: (0, 0), each tag, each topic, each pair.
CREATE VIEW `page_list_keys` AS
  SELECT `id` AS `page_id`, 0 AS `tag_id`, 0 AS `topic_id` FROM `pages`
  UNION ALL SELECT `page_id`, `tag_id`, 0 FROM `page_tags`
  UNION ALL SELECT `page_id`, 0, `topic_id` FROM `page_topics`
  UNION ALL SELECT g.`page_id`, g.`tag_id`, c.`topic_id` FROM `page_tags` g JOIN `page_topics` c ON c.`page_id` = g.`page_id`;
--> statement-breakpoint
INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, count(*) FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`is_published` GROUP BY 1, 2, 3;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_pages_insert` AFTER INSERT ON `pages` WHEN NEW.`is_published` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT NEW.`page_type_id`, `tag_id`, `topic_id`, 1 FROM `page_list_keys` WHERE `page_id` = NEW.`id`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_pages_update` AFTER UPDATE OF `is_published`, `page_type_id` ON `pages`
WHEN OLD.`is_published` IS NOT NEW.`is_published` OR OLD.`page_type_id` IS NOT NEW.`page_type_id` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT OLD.`page_type_id`, `tag_id`, `topic_id`, -1 FROM `page_list_keys` WHERE `page_id` = OLD.`id` AND OLD.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT NEW.`page_type_id`, `tag_id`, `topic_id`, 1 FROM `page_list_keys` WHERE `page_id` = NEW.`id` AND NEW.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
-- Before the row goes, while its tags and topics are still there (their cascaded deletes then find no page).
CREATE TRIGGER `page_list_totals_pages_delete` BEFORE DELETE ON `pages` WHEN OLD.`is_published` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT OLD.`page_type_id`, `tag_id`, `topic_id`, -1 FROM `page_list_keys` WHERE `page_id` = OLD.`id`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
-- A link counts under the keys of its material that hold its tag (or topic): alone and with each topic (or tag) the
-- material has. They are read while the link is there: after it is added, before it goes (a link a material's delete
-- cascades to then finds no material).
CREATE TRIGGER `page_list_totals_tags_insert` AFTER INSERT ON `page_tags` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, 1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = NEW.`page_id` AND k.`tag_id` = NEW.`tag_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_tags_delete` BEFORE DELETE ON `page_tags` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, -1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = OLD.`page_id` AND k.`tag_id` = OLD.`tag_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_tags_update_old` BEFORE UPDATE ON `page_tags` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, -1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = OLD.`page_id` AND k.`tag_id` = OLD.`tag_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_tags_update_new` AFTER UPDATE ON `page_tags` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, 1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = NEW.`page_id` AND k.`tag_id` = NEW.`tag_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_topics_insert` AFTER INSERT ON `page_topics` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, 1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = NEW.`page_id` AND k.`topic_id` = NEW.`topic_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_topics_delete` BEFORE DELETE ON `page_topics` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, -1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = OLD.`page_id` AND k.`topic_id` = OLD.`topic_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_topics_update_old` BEFORE UPDATE ON `page_topics` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, -1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = OLD.`page_id` AND k.`topic_id` = OLD.`topic_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
--> statement-breakpoint
CREATE TRIGGER `page_list_totals_topics_update_new` AFTER UPDATE ON `page_topics` BEGIN
  INSERT INTO `page_list_totals` (`type_id`, `tag_id`, `topic_id`, `total`)
  SELECT p.`page_type_id`, k.`tag_id`, k.`topic_id`, 1 FROM `pages` p JOIN `page_list_keys` k ON k.`page_id` = p.`id`
  WHERE p.`id` = NEW.`page_id` AND k.`topic_id` = NEW.`topic_id` AND p.`is_published`
  ON CONFLICT (`type_id`, `tag_id`, `topic_id`) DO UPDATE SET `total` = `page_list_totals`.`total` + excluded.`total`;
END;
