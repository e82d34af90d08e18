CREATE TABLE `contest_join_keys` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`join_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_join_keys_join_key_unique` ON `contest_join_keys` (`join_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `contest_join_keys_user` ON `contest_join_keys` (`contest_id`,`user_id`);--> statement-breakpoint
CREATE TABLE `contest_mentor_pupils` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`contest_id` integer NOT NULL,
	`mentor_id` integer NOT NULL,
	`pupil_id` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`contest_id`) REFERENCES `contests`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`mentor_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`pupil_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_mentor_pupils_one_mentor` ON `contest_mentor_pupils` (`contest_id`,`pupil_id`);--> statement-breakpoint
CREATE INDEX `contest_mentor_pupils_mentor_idx` ON `contest_mentor_pupils` (`mentor_id`,`contest_id`);--> statement-breakpoint
CREATE TABLE `contest_work_votes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`work_id` integer NOT NULL,
	`user_id` integer NOT NULL,
	`clarity` integer NOT NULL,
	`fascination` integer NOT NULL,
	`scientific` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	FOREIGN KEY (`work_id`) REFERENCES `contest_works`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	CONSTRAINT "contest_work_votes_scale" CHECK("contest_work_votes"."clarity" BETWEEN 1 AND 5 AND "contest_work_votes"."fascination" BETWEEN 1 AND 5 AND "contest_work_votes"."scientific" BETWEEN 1 AND 5)
);
--> statement-breakpoint
CREATE UNIQUE INDEX `contest_work_votes_once` ON `contest_work_votes` (`work_id`,`user_id`);--> statement-breakpoint
ALTER TABLE `contest_works` ADD `video_url` text;--> statement-breakpoint
ALTER TABLE `contests` ADD `is_special` integer DEFAULT false NOT NULL;