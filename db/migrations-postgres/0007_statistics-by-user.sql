CREATE INDEX "statistics_user_idx" ON "statistics" USING btree ("user_id","page_type","created_at");
