CREATE TABLE `domain_event_effects` (
	`event_id` integer NOT NULL,
	`key` text NOT NULL,
	PRIMARY KEY(`event_id`, `key`)
);
--> statement-breakpoint
CREATE TABLE `domain_event_outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`payload` text NOT NULL,
	`at` text NOT NULL,
	`claimed_until` integer NOT NULL,
	`done_at` integer
);
--> statement-breakpoint
CREATE INDEX `domain_event_outbox_waiting_idx` ON `domain_event_outbox` (`done_at`,`id`);