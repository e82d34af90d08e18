DROP INDEX `pages_rating_idx`;--> statement-breakpoint
CREATE INDEX `pages_popular_idx` ON `pages` (`is_published`,`rating`,`published_at`);