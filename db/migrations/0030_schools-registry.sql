ALTER TABLE `schools` ADD `short_name` text;--> statement-breakpoint
ALTER TABLE `schools` ADD `address` text;--> statement-breakpoint
ALTER TABLE `schools` ADD `registry_id` text;--> statement-breakpoint
ALTER TABLE `schools` ADD `confirmed` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `schools_registry_id_unique` ON `schools` (`registry_id`);--> statement-breakpoint
CREATE INDEX `schools_confirmed_idx` ON `schools` (`confirmed`);--> statement-breakpoint
ALTER TABLE `users` ADD `school_id` integer;--> statement-breakpoint
CREATE INDEX `users_school_idx` ON `users` (`school_id`);