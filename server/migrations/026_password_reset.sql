-- A forgotten password is reset with a one-time code sent to the account's phone: a purpose of
-- its own, so a code sent to verify a phone or to sign a customer in never resets a password.
ALTER TABLE otp_challenges DROP CONSTRAINT otp_challenges_purpose_check;
ALTER TABLE otp_challenges ADD CONSTRAINT otp_challenges_purpose_check
  CHECK (purpose IN ('merchant_phone', 'customer_sign_in', 'password_reset'));

-- Each password reset done, under the SHA-256 of the Idempotency-Key its request carried: a retry
-- of a reset whose answer was lost (its code is used up by then) answers the first success
-- instead of 'OTP expired'. Only the client that sent the first request knows the key.
CREATE TABLE password_resets (
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash text NOT NULL,
  reset_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, key_hash)
);
CREATE INDEX password_resets_reset_at_idx ON password_resets (reset_at);
