CREATE TABLE `contest_nominations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_nominations_contest_idx` ON `contest_nominations` (`contest_id`);--> statement-breakpoint
CREATE TABLE `contest_participants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`user_type` integer NOT NULL,
	`work_or_school` text NOT NULL,
	`region_id` integer NOT NULL,
	`city_id` integer NOT NULL,
	`segment_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_participants_once` ON `contest_participants` (`contest_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `contest_results` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`place` integer NOT NULL,
	`title` text NOT NULL,
	`work_id` integer,
	`nomination_id` integer,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`work_id`) REFERENCES `contest_works`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`nomination_id`) REFERENCES `contest_nominations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contest_results_contest_idx` ON `contest_results` (`contest_id`,`place`);--> statement-breakpoint
CREATE TABLE `contest_segments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`name` text NOT NULL,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `contest_segments_contest_idx` ON `contest_segments` (`contest_id`);--> statement-breakpoint
CREATE TABLE `contest_works` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`nomination_id` integer,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`file_id` text,
	`mime_type` text,
	`seconds` real,
	`status_id` integer DEFAULT 1 NOT NULL,
	`cancel_text` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`moderated_at` text,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`nomination_id`) REFERENCES `contest_nominations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `contest_works_contest_idx` ON `contest_works` (`contest_id`,`status_id`);--> statement-breakpoint
CREATE INDEX `contest_works_user_idx` ON `contest_works` (`user_id`,`contest_id`);--> statement-breakpoint
CREATE TABLE `contests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`content` text DEFAULT '' NOT NULL,
	`preview` text,
	`title_image` text,
	`status_id` integer DEFAULT 1 NOT NULL,
	`kind` text DEFAULT 'common' NOT NULL,
	`start_at` text NOT NULL,
	`end_at` text NOT NULL,
	`is_published` integer DEFAULT true NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contests_slug_unique` ON `contests` (`slug`);--> statement-breakpoint
CREATE INDEX `contests_status_idx` ON `contests` (`status_id`,`start_at`);--> statement-breakpoint
CREATE TABLE `uploads` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`mime_type` text NOT NULL,
	`size` integer NOT NULL,
	`max_seconds` integer NOT NULL,
	`status` text DEFAULT 'uploading' NOT NULL,
	`container` text,
	`seconds` real,
	`problem` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`finished_at` text,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `uploads_user_created_idx` ON `uploads` (`user_id`,`created_at`);