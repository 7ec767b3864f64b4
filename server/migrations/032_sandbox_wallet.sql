-- The sandbox payment provider's own records (server/src/payments/sandboxProvider.ts): what a real
-- provider keeps on its side. They live in the database so that every API process sees the same
-- payments, and the sandbox wallet page, the status calls and the callbacks agree.

-- One payment per reference (the checkout's): created once, paid or declined on the sandbox
-- wallet page, voided when the merchant asks for a new QR, expired after its validity.
CREATE TABLE sandbox_wallet_payments (
  reference text PRIMARY KEY,
  provider_reference text NOT NULL UNIQUE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  currency text NOT NULL,
  method text NOT NULL CHECK (method IN ('wallet', 'card')),
  description text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'succeeded', 'declined', 'voided')),
  -- The wallet the sandbox page says paid, and its words for a decline.
  channel text,
  message text,
  callback_url text NOT NULL,
  return_url text NOT NULL,
  qr_payload text,
  expires_at timestamptz NOT NULL,
  settled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Refunds the sandbox recorded (it moves no money).
CREATE TABLE sandbox_wallet_refunds (
  refund_reference text PRIMARY KEY,
  reference text NOT NULL REFERENCES sandbox_wallet_payments (reference) ON DELETE CASCADE,
  amount_minor bigint NOT NULL CHECK (amount_minor > 0),
  reason text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_wallet_refunds_reference_idx ON sandbox_wallet_refunds (reference);

-- The key the sandbox signs its callbacks with: made once, by the first process that needs it, so
-- that every API process signs and verifies alike. One row.
CREATE TABLE sandbox_wallet_secret (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
