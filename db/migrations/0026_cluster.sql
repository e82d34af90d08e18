CREATE TABLE `cluster_jobs` (
	`name` text PRIMARY KEY NOT NULL,
	`next_run_at` integer NOT NULL,
	`runs` integer DEFAULT 0 NOT NULL,
	`holder` text NOT NULL,
	`last_finished_at` integer
);
--> statement-breakpoint
CREATE TABLE `push_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`notification_id` integer NOT NULL,
	`claimed_until` integer,
	`sent_at` integer,
	FOREIGN KEY (`notification_id`) REFERENCES `notifications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `push_outbox_waiting_idx` ON `push_outbox` (`sent_at`,`id`);