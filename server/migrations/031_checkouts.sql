-- `/payment`: checkouts of the pending plan order by mobile wallet (a QR), bank transfer (a slip
-- and/or a transaction id, reviewed by an operator) or a card on the provider's hosted page.
--
-- A checkout pays one payment intent (the snapshot of the pending order: amount, priced quote,
-- add-on lines), made for it when it is made. Its payment, once the provider or an operator says
-- the money arrived, is a row of `payments` like a card's: one per intent, one receipt, one
-- activation.

-- A wallet or a transfer has no card, and a card typed on the provider's hosted page is known
-- by the provider only: the card's facts are kept for cards charged here.
ALTER TABLE payments
  ADD COLUMN method text NOT NULL DEFAULT 'card'
    CHECK (method IN ('card', 'wallet', 'bank_transfer')),
  -- The provider that took a wallet or hosted card payment, and its own id of it.
  ADD COLUMN provider text,
  ADD COLUMN provider_reference text,
  ALTER COLUMN brand DROP NOT NULL,
  ALTER COLUMN last4 DROP NOT NULL,
  ALTER COLUMN exp_month DROP NOT NULL,
  ALTER COLUMN exp_year DROP NOT NULL,
  ADD CONSTRAINT payments_card_facts
    CHECK (method <> 'card' OR provider IS NOT NULL
           OR (brand IS NOT NULL AND last4 IS NOT NULL AND exp_month IS NOT NULL
               AND exp_year IS NOT NULL));

-- A checkout's shop details come from what the merchant told (store, billing, registration):
-- a shop that never chose a category has none to give.
ALTER TABLE payment_intents ALTER COLUMN category_id DROP NOT NULL;
ALTER TABLE payments ALTER COLUMN category_id DROP NOT NULL;

CREATE TABLE checkouts (
  id serial PRIMARY KEY,
  -- On the QR's payment, on the bank transfer, in every callback: not guessable, never reused.
  reference text NOT NULL UNIQUE CHECK (reference ~ '^MP[0-9A-Z]{10}$'),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  payment_intent_id text NOT NULL UNIQUE REFERENCES payment_intents (id) ON DELETE CASCADE,
  method text NOT NULL CHECK (method IN ('wallet', 'bank_transfer', 'card')),
  -- The provider a wallet or hosted card payment was made with; null for a bank transfer.
  provider text,
  provider_reference text,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'awaiting_review', 'succeeded', 'declined', 'expired', 'voided',
                      'rejected', 'held_for_refund')),
  qr_payload text,
  redirect_url text,
  expires_at timestamptz,
  -- A bank transfer as the merchant told it (the slip's photo is in payment_slips).
  transaction_id text,
  submitted_at timestamptz,
  -- The operator's review of a transfer.
  reviewed_at timestamptz,
  reviewed_by text,
  -- Why it was declined (the provider's words), rejected (the operator's) or held for refund.
  reason text,
  payment_id integer REFERENCES payments (id),
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((method = 'bank_transfer') = (provider IS NULL)),
  CHECK ((status = 'succeeded') = (payment_id IS NOT NULL)),
  -- NULL keys are distinct, so checkouts made without a key never collide.
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX checkouts_merchant_idx ON checkouts (merchant_id, created_at DESC, id DESC);
-- What the checkout job asks the provider about.
CREATE INDEX checkouts_pending_idx ON checkouts (updated_at)
  WHERE status = 'pending' AND provider IS NOT NULL;
-- What an operator looks at.
CREATE INDEX checkouts_review_idx ON checkouts (status, updated_at)
  WHERE status IN ('awaiting_review', 'held_for_refund');

-- A transfer's slip, re-encoded by the photo pipeline (nothing of the original's metadata kept).
-- Private: shown to operators only, never through the public photo route.
CREATE TABLE payment_slips (
  checkout_id integer PRIMARY KEY REFERENCES checkouts (id) ON DELETE CASCADE,
  content_type text NOT NULL,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every callback a provider sent, as it arrived, whether or not it proved to be the provider's:
-- the record to answer a dispute or a forged request with.
CREATE TABLE payment_callbacks (
  id serial PRIMARY KEY,
  provider text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  headers jsonb NOT NULL,
  raw_body text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  -- Our reference the callback names, once read from a verified callback.
  reference text,
  checkout_id integer REFERENCES checkouts (id) ON DELETE SET NULL,
  -- What came of it: 'received', 'refused: …', or what the checkout became.
  outcome text NOT NULL DEFAULT 'received'
);
CREATE INDEX payment_callbacks_reference_idx ON payment_callbacks (reference);
