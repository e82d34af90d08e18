-- Prefix indexes of 1 to 6 characters (issue 17): a query's last word that is not a whole word
-- is searched as a prefix, and without these FTS5 merged the doclists of every word it starts
-- (`мат` read every material, since `материал` is in all of them); with them a prefix of up
-- to 6 characters is read like one word. Changes only the index layout: the server refills the
-- table at the next start because search_meta then holds no version (SEARCH_INDEX_VERSION '3').
DROP TABLE `search_index`;
--> statement-breakpoint
CREATE VIRTUAL TABLE `search_index` USING fts5(`title`, `body`, `kind`, tokenize = 'unicode61 remove_diacritics 0', prefix = '1 2 3 4 5 6');
--> statement-breakpoint
DELETE FROM `search_meta` WHERE `key` = 'version';
