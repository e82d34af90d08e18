ALTER TABLE `users` ADD `parent_name` text;--> statement-breakpoint
ALTER TABLE `users` ADD `parent_contact` text;--> statement-breakpoint
ALTER TABLE `users` ADD `parent_consent_at` text;