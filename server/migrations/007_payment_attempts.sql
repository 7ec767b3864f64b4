-- A payment pays for exactly what it activates, and the card is charged outside any transaction.
--
-- An intent keeps a snapshot of the merchant's pending order as it was when the intent was made
-- (plan, duration, add-ons and quantities, with the list prices of that moment). Processing
-- activates that snapshot and nothing else, and refuses before charging when the pending order no
-- longer matches it. An intent made without a pending order (no plan_id) is the shop's
-- registration fee: it activates no plan.
ALTER TABLE payment_intents
  ADD COLUMN plan_id integer REFERENCES plans (id),
  ADD COLUMN duration_month integer CHECK (duration_month IN (3, 6, 12)),
  -- The plan's list price for that duration, in MMK, when the intent was made.
  ADD COLUMN plan_price integer CHECK (plan_price >= 0),
  ADD CONSTRAINT payment_intents_order_complete
    CHECK ((plan_id IS NULL) = (duration_month IS NULL) AND (plan_id IS NULL) = (plan_price IS NULL));

CREATE TABLE payment_intent_addons (
  payment_intent_id text NOT NULL REFERENCES payment_intents (id) ON DELETE CASCADE,
  addon_type_id integer NOT NULL REFERENCES addon_types (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  remark text NOT NULL DEFAULT '',
  -- The add-on's list price for three months, in MMK, when the intent was made.
  price_3month integer NOT NULL CHECK (price_3month >= 0),
  PRIMARY KEY (payment_intent_id, addon_type_id)
);

-- Every time a card is sent to the processor for an intent. The attempt is committed as
-- 'processing' before the processor is called, with a key of its own that the processor receives
-- as its idempotency key; the outcome is recorded in a second transaction. An attempt still
-- 'processing' after a crash is settled by asking the processor about its key.
-- 'abandoned': the processor has no charge under the key (it failed before charging).
CREATE TABLE payment_attempts (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  payment_intent_id text NOT NULL REFERENCES payment_intents (id) ON DELETE CASCADE,
  gateway_key text NOT NULL UNIQUE,
  status text NOT NULL DEFAULT 'processing'
    CHECK (status IN ('processing', 'succeeded', 'declined', 'abandoned')),
  -- What may be kept of the card, for the payment row the outcome becomes.
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  payment_id integer REFERENCES payments (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- However requests and processes race, an intent has at most one charge under way.
CREATE UNIQUE INDEX payment_attempts_one_processing_per_intent ON payment_attempts (payment_intent_id)
  WHERE status = 'processing';
CREATE INDEX payment_attempts_processing_idx ON payment_attempts (created_at)
  WHERE status = 'processing';
CREATE INDEX payments_failed_merchant_idx ON payments (merchant_id, created_at)
  WHERE status = 'failed';

-- The sandbox processor's own records: every charge it made, by the idempotency key it was given.
-- A processor's state, not the shop's: it lives in the database so that it survives a crash and
-- every API process sees the same charges, as a real processor's would.
CREATE TABLE sandbox_charges (
  idempotency_key text PRIMARY KEY,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'declined')),
  charge_id text,
  decline_code text,
  message text,
  created_at timestamptz NOT NULL DEFAULT now()
);
