-- A post is created once per Idempotency-Key: a double tap on 'Post' answers the first post and
-- uses up one post of the month, not two. Keys are per shop, as the photos' and the catalogue's.
ALTER TABLE shop_posts ADD COLUMN idempotency_key text;
ALTER TABLE shop_posts ADD CONSTRAINT shop_posts_idempotency_key UNIQUE (merchant_id, idempotency_key);
