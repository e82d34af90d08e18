ALTER TABLE "contests" ADD COLUMN "options" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- Hand-written: the special video contest's features (jury, mentors, votes, topic areas) become its options.
UPDATE "contests" SET "options" = '{"jury":true,"mentors":true,"votes":true,"topicAreas":true}'::jsonb WHERE "is_special" = true;
