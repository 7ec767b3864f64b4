-- One-time codes sent by SMS, one live challenge per purpose and phone: a new code replaces the
-- last one. Kept in the database so that every API process on it checks the same codes, tries and
-- resend times. The code itself is never stored: only an HMAC-SHA-256 of it, keyed with a random
-- salt of the row (and the server's OTP_SECRET when one is configured).

CREATE TABLE otp_challenges (
  -- What the code proves: a merchant's phone, or a customer signing in. A code made for one
  -- purpose is never checked against another's.
  purpose text NOT NULL CHECK (purpose IN ('merchant_phone', 'customer_sign_in')),
  -- Normalised (local 09… form), as users.phone.
  phone text NOT NULL,
  salt text NOT NULL,
  code_hash text NOT NULL,
  -- Wrong codes typed so far; at the limit the challenge is dead until a new code is sent.
  tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
  sent_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  -- Set when the right code was typed: a code works once.
  used_at timestamptz,
  PRIMARY KEY (purpose, phone)
);
CREATE INDEX otp_challenges_expires_at_idx ON otp_challenges (expires_at);
