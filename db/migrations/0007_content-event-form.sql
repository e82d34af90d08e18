ALTER TABLE `event_participants` ADD `client_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `event_participants_client_uq` ON `event_participants` (`event_id`,`client_key`);