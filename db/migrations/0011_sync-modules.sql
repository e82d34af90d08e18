DROP INDEX `event_participants_client_uq`;--> statement-breakpoint
CREATE UNIQUE INDEX `event_participants_user_client_uq` ON `event_participants` (`user_id`,`client_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `event_participants_guest_client_uq` ON `event_participants` (`event_id`,`client_key`) WHERE "event_participants"."user_id" IS NULL;--> statement-breakpoint
ALTER TABLE `history_items` ADD `version` integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX `history_items_user_version_idx` ON `history_items` (`user_id`,`version`);--> statement-breakpoint
ALTER TABLE `sync_mutations` ADD `at` text;--> statement-breakpoint
ALTER TABLE `sync_mutations` ADD `value` text;