CREATE TABLE `user_type_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` integer NOT NULL,
	`type_id` integer NOT NULL,
	`state` text DEFAULT 'pending' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`decided_at` text,
	`decided_by` integer,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`decided_by`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `user_type_requests_state_idx` ON `user_type_requests` (`state`,`created_at`);--> statement-breakpoint
CREATE INDEX `user_type_requests_user_idx` ON `user_type_requests` (`user_id`);--> statement-breakpoint
ALTER TABLE `rate_limits` ADD `window_seconds` integer DEFAULT 60 NOT NULL;