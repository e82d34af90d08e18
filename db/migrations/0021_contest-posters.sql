ALTER TABLE `contest_works` ADD `poster_url` text;--> statement-breakpoint
ALTER TABLE `uploads` ADD `poster` integer DEFAULT false NOT NULL;