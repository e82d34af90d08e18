CREATE TABLE `code_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`login` text NOT NULL,
	`channel` text NOT NULL,
	`ip` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `code_requests_login_idx` ON `code_requests` (`login`,`created_at`);--> statement-breakpoint
CREATE TABLE `pending_social` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`social` text NOT NULL,
	`social_id` text NOT NULL,
	`full_name` text DEFAULT '' NOT NULL,
	`avatar` text,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `verification_codes` (
	`login` text NOT NULL,
	`purpose` text NOT NULL,
	`code_hash` text NOT NULL,
	`attempts_left` integer NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`login`, `purpose`)
);
--> statement-breakpoint
CREATE TABLE `cities` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`region_id` integer NOT NULL,
	`name` text NOT NULL,
	`search` text NOT NULL,
	FOREIGN KEY (`region_id`) REFERENCES `regions`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `cities_region_idx` ON `cities` (`region_id`);--> statement-breakpoint
CREATE INDEX `cities_search_idx` ON `cities` (`search`);--> statement-breakpoint
CREATE TABLE `regions` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `regions_name_unique` ON `regions` (`name`);--> statement-breakpoint
CREATE TABLE `schools` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_id` integer NOT NULL,
	`name` text NOT NULL,
	`search` text NOT NULL,
	FOREIGN KEY (`city_id`) REFERENCES `cities`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `schools_city_idx` ON `schools` (`city_id`);--> statement-breakpoint
CREATE TABLE `user_badges` (
	`user_id` integer NOT NULL,
	`badge_id` integer NOT NULL,
	`awarded_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	PRIMARY KEY(`user_id`, `badge_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`badge_id`) REFERENCES `badges`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `user_interests` (
	`user_id` integer NOT NULL,
	`interest_id` integer NOT NULL,
	PRIMARY KEY(`user_id`, `interest_id`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`interest_id`) REFERENCES `interests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `rate_limits` (
	`key` text PRIMARY KEY NOT NULL,
	`window_start` integer NOT NULL,
	`count` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `users` ADD `notification_settings` text;--> statement-breakpoint
ALTER TABLE `users` ADD `from_url` text;--> statement-breakpoint
ALTER TABLE `users` ADD `referal` text;--> statement-breakpoint
ALTER TABLE `users` ADD `sso_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `users_sso_id_unique` ON `users` (`sso_id`);