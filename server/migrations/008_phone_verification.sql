-- When the merchant's phone was last proved by a one-time code; null until then. A shop is listed
-- in the marketplace only with a verified phone.
ALTER TABLE merchants ADD COLUMN phone_verified_at timestamptz;
