CREATE TABLE `user_change_versions` (
	`user_id` integer PRIMARY KEY NOT NULL,
	`version` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
