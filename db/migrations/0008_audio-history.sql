CREATE TABLE `audio_positions` (
	`user_id` integer NOT NULL,
	`audio_id` integer NOT NULL,
	`position` real NOT NULL,
	`at` text NOT NULL,
	`version` integer NOT NULL,
	PRIMARY KEY(`user_id`, `audio_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`audio_id`) REFERENCES `page_audios`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `audio_positions_user_version_idx` ON `audio_positions` (`user_id`,`version`);--> statement-breakpoint
CREATE TABLE `history_items` (
	`user_id` integer NOT NULL,
	`type` text NOT NULL,
	`item_id` integer NOT NULL,
	`viewed_at` text NOT NULL,
	PRIMARY KEY(`user_id`, `type`, `item_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `history_items_user_viewed_idx` ON `history_items` (`user_id`,`viewed_at`);