-- Billing: the shop's billing details, saved cards, payment intents, payments, and the
-- subscriptions that paid orders become. A card is kept only as brand, last four digits and
-- expiry: never the whole number, never the CVC.

CREATE TABLE billing_information (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  shop_name text NOT NULL,
  -- Null until the merchant sends it with addBillingInformation (a payment's metadata has none).
  address text,
  township text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id),
  phone text NOT NULL,
  email text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE cards (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, brand, last4, exp_month, exp_year)
);

CREATE TABLE payment_intents (
  -- 'pi_' and 128 random bits: not guessable, not a counter another merchant could walk.
  id text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- Minor units (cents), computed by the server.
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  description text NOT NULL DEFAULT '',
  shop_name text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id),
  township text NOT NULL,
  -- The client's Idempotency-Key, and a fingerprint of the request it came with: a repeated key
  -- answers the first intent, a repeated key with other parameters is refused.
  idempotency_key text,
  request_fingerprint text,
  status text NOT NULL DEFAULT 'requires_payment_method'
    CHECK (status IN ('requires_payment_method', 'succeeded')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- NULL keys are distinct, so intents made without a key never collide.
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX payment_intents_merchant_id_idx ON payment_intents (merchant_id);

-- Every charge attempt: succeeded, or failed with the gateway's message.
CREATE TABLE payments (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  payment_intent_id text NOT NULL REFERENCES payment_intents (id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month integer NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year integer NOT NULL,
  -- The shop details of the intent's metadata, as they were when paid.
  shop_name text NOT NULL,
  category_id integer NOT NULL REFERENCES categories (id),
  township text NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'failed')),
  failure_message text,
  gateway_reference text,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- However requests race, an intent is paid at most once.
CREATE UNIQUE INDEX payments_one_success_per_intent ON payments (payment_intent_id)
  WHERE status = 'succeeded';
CREATE INDEX payments_merchant_id_idx ON payments (merchant_id, created_at DESC);

-- A paid pending order becomes the merchant's subscription; a newer one replaces it.
CREATE TABLE subscriptions (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  duration_month integer NOT NULL CHECK (duration_month IN (3, 6, 12)),
  payment_id integer NOT NULL REFERENCES payments (id),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  status text NOT NULL CHECK (status IN ('active', 'replaced')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);
CREATE UNIQUE INDEX subscriptions_one_active_per_merchant ON subscriptions (merchant_id)
  WHERE status = 'active';

CREATE TABLE subscription_addons (
  subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  addon_type_id integer NOT NULL REFERENCES addon_types (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  remark text NOT NULL DEFAULT '',
  PRIMARY KEY (subscription_id, addon_type_id)
);
