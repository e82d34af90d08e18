-- Keeps the search index current without rebuilding it at every start (issue 17): any write to
-- an indexed table, by any code (seeds, staff authoring, future writers), queues the item here,
-- and the server re-indexes queued items (api/features/search/index-queue.ts). Views and other
-- counters do not queue: update triggers name only the indexed columns.
CREATE TABLE `search_queue` (
  `kind` text NOT NULL,
  `item_id` integer NOT NULL,
  PRIMARY KEY (`kind`, `item_id`)
) WITHOUT ROWID;
--> statement-breakpoint
-- The index format the rows were written with; a different one in the code means a full rebuild.
CREATE TABLE `search_meta` (`key` text PRIMARY KEY NOT NULL, `value` text NOT NULL);
--> statement-breakpoint
-- A `kind` column holding one token per row ('kpost', 'knews', …), so a search of one kind is a
-- doclist intersection instead of a scan of every match. The server refills the table at the next
-- start because search_meta has no version yet.
DROP TABLE `search_index`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(`title`, `body`, `kind`, tokenize = 'unicode61 remove_diacritics 0');
--> statement-breakpoint
CREATE TRIGGER `search_queue_pages_insert` AFTER INSERT ON `pages` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('post', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_pages_update` AFTER UPDATE OF `title`, `description`, `content`, `is_published` ON `pages` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('post', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_pages_delete` AFTER DELETE ON `pages` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('post', OLD.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_news_insert` AFTER INSERT ON `news` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('news', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_news_update` AFTER UPDATE OF `title`, `description`, `content`, `is_published` ON `news` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('news', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_news_delete` AFTER DELETE ON `news` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('news', OLD.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_events_insert` AFTER INSERT ON `events` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('event', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_events_update` AFTER UPDATE OF `title`, `description`, `content`, `place`, `is_published` ON `events` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('event', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_events_delete` AFTER DELETE ON `events` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('event', OLD.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_courses_insert` AFTER INSERT ON `courses` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('course', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_courses_update` AFTER UPDATE OF `title`, `description`, `is_published` ON `courses` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('course', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_courses_delete` AFTER DELETE ON `courses` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('course', OLD.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_quizzes_insert` AFTER INSERT ON `quizzes` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('quizzes', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_quizzes_update` AFTER UPDATE OF `title`, `description`, `is_published` ON `quizzes` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('quizzes', NEW.`id`);
END;
--> statement-breakpoint
CREATE TRIGGER `search_queue_quizzes_delete` AFTER DELETE ON `quizzes` BEGIN
  INSERT OR IGNORE INTO `search_queue` (`kind`, `item_id`) VALUES ('quizzes', OLD.`id`);
END;
