ALTER TABLE `contests` ADD `options` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Hand-written: the special video contest's features (jury, mentors, votes, topic areas) become its options.
UPDATE `contests` SET `options` = '{"jury":true,"mentors":true,"votes":true,"topicAreas":true}' WHERE `is_special` = true;
