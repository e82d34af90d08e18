CREATE TABLE `set_times` (
	`user_id` integer NOT NULL,
	`item` text NOT NULL,
	`set_at` text NOT NULL,
	`client_id` text NOT NULL,
	PRIMARY KEY(`user_id`, `item`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
