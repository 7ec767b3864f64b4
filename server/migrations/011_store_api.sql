-- A double tap on "Add section" or "Upload" must not make two: like branches and items, a repeated
-- creation with the same Idempotency-Key answers the first section or photo.
ALTER TABLE menu_sections ADD COLUMN idempotency_key text;
ALTER TABLE menu_sections
  ADD CONSTRAINT menu_sections_merchant_idempotency_key UNIQUE (merchant_id, idempotency_key);

ALTER TABLE photos ADD COLUMN idempotency_key text;
ALTER TABLE photos
  ADD CONSTRAINT photos_merchant_idempotency_key UNIQUE (merchant_id, idempotency_key);
