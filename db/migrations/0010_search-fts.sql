-- Full-text index of stemmed shadow text (see db/schema/search.ts). Filled by the server at
-- start (rebuild) and kept current by the services that write materials.
CREATE VIRTUAL TABLE `search_index` USING fts5(`title`, `body`, tokenize = 'unicode61 remove_diacritics 0');
