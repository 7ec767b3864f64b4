-- Loyalty and promotions (docs/rules.md): stamp cards, points, membership, promo codes,
-- announcements and events with RSVP, ad banners. Every row is keyed by the shop (merchant_id) and,
-- where it is a customer's, by the customer, so an ownership check is one comparison. Counters that
-- two requests may move at once (stamps, balances, uses) are single rows updated in place under
-- their row lock, and CHECKs make the impossible (a negative balance, a second redemption) fail.

/* ------------------------------- stamp cards ------------------------- */

-- The shop's card design; one per shop.
CREATE TABLE stamp_cards (
  merchant_id integer PRIMARY KEY REFERENCES stores (merchant_id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  stamps_needed integer NOT NULL CHECK (stamps_needed BETWEEN 2 AND 20),
  reward text NOT NULL CHECK (reward <> ''),
  background text NOT NULL CHECK (background ~ '^#[0-9a-fA-F]{6}$'),
  color text NOT NULL CHECK (color ~ '^#[0-9a-fA-F]{6}$'),
  logo_photo_id text REFERENCES photos (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A customer's card at a shop: the stamps towards the next reward.
CREATE TABLE stamp_balances (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  stamps integer NOT NULL DEFAULT 0 CHECK (stamps >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, customer_id)
);
CREATE INDEX stamp_balances_customer_idx ON stamp_balances (customer_id);

-- Every stamp given: by a completed order (at most one per order) or at the counter (at most one
-- per Idempotency-Key).
CREATE TABLE stamp_events (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  order_id integer UNIQUE REFERENCES shop_orders (id) ON DELETE SET NULL,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);

-- A full card's reward (its words when it was earned), redeemed once.
CREATE TABLE stamp_rewards (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  reward text NOT NULL,
  earned_at timestamptz NOT NULL DEFAULT now(),
  redeemed_at timestamptz
);
CREATE INDEX stamp_rewards_customer_idx ON stamp_rewards (merchant_id, customer_id);

/* ---------------------------------- points --------------------------- */

CREATE TABLE point_programs (
  merchant_id integer PRIMARY KEY REFERENCES stores (merchant_id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  points_per_1000 integer NOT NULL CHECK (points_per_1000 BETWEEN 1 AND 1000),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE point_rewards (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  points integer NOT NULL CHECK (points > 0),
  available boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_rewards_merchant_idx ON point_rewards (merchant_id);

-- A customer's balance at a shop; the CHECK is the last word on "never negative".
CREATE TABLE point_balances (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  balance integer NOT NULL DEFAULT 0 CHECK (balance >= 0),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, customer_id)
);
CREATE INDEX point_balances_customer_idx ON point_balances (customer_id);

-- The history of a balance: points earned by a completed order (once per order) and redeemed for a
-- reward (its name and price when redeemed).
CREATE TABLE point_entries (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('earned', 'redeemed')),
  points integer NOT NULL CHECK ((kind = 'earned' AND points > 0) OR (kind = 'redeemed' AND points < 0)),
  balance integer NOT NULL CHECK (balance >= 0),
  order_id integer UNIQUE REFERENCES shop_orders (id) ON DELETE SET NULL,
  order_number integer,
  reward text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_entries_customer_idx ON point_entries (merchant_id, customer_id, id DESC);

-- A one-time code the customer shows at the counter for a reward: used once, within minutes.
-- Only its hash is kept (a code is a bearer of points).
CREATE TABLE point_redemption_codes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  reward_id integer NOT NULL REFERENCES point_rewards (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX point_redemption_codes_lookup_idx ON point_redemption_codes (merchant_id, code_hash);

/* -------------------------------- membership ------------------------- */

CREATE TABLE membership_programs (
  merchant_id integer PRIMARY KEY REFERENCES stores (merchant_id) ON DELETE CASCADE,
  enabled boolean NOT NULL DEFAULT true,
  discount_percent integer NOT NULL CHECK (discount_percent BETWEEN 0 AND 20),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE memberships (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, customer_id)
);
CREATE INDEX memberships_customer_idx ON memberships (customer_id);

/* -------------------------------- promo codes ------------------------ */

CREATE TABLE promo_codes (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  -- Upper-case; unique per shop.
  code text NOT NULL CHECK (code ~ '^[A-Z0-9-]{3,20}$'),
  kind text NOT NULL CHECK (kind IN ('percent', 'amount')),
  value integer NOT NULL CHECK (value > 0 AND (kind <> 'percent' OR value <= 100)),
  valid_from date NOT NULL,
  valid_to date NOT NULL CHECK (valid_to >= valid_from),
  max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
  -- Orders that used it and were not rejected or cancelled; moved under the row's lock.
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0 AND (max_uses IS NULL OR uses <= max_uses)),
  min_total integer NOT NULL DEFAULT 0 CHECK (min_total >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, code)
);

-- What an order was priced with: the subtotal of its lines, the member discount, the promo code
-- and what it took off. Orders placed before this migration had no discounts.
ALTER TABLE shop_orders ADD COLUMN subtotal integer CHECK (subtotal >= 0);
UPDATE shop_orders SET subtotal = total;
ALTER TABLE shop_orders ALTER COLUMN subtotal SET NOT NULL;
ALTER TABLE shop_orders ADD COLUMN member_discount integer NOT NULL DEFAULT 0
  CHECK (member_discount >= 0);
ALTER TABLE shop_orders ADD COLUMN promo_code_id integer REFERENCES promo_codes (id) ON DELETE SET NULL;
ALTER TABLE shop_orders ADD COLUMN promo_code text;
ALTER TABLE shop_orders ADD COLUMN promo_discount integer NOT NULL DEFAULT 0
  CHECK (promo_discount >= 0);
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_discounts_add_up
  CHECK (total = subtotal - member_discount - promo_discount);

/* -------------------------- announcements and events ----------------- */

CREATE TABLE shop_posts (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('announcement', 'event')),
  title text NOT NULL CHECK (title <> ''),
  body text NOT NULL DEFAULT '',
  -- Events only: Asia/Yangon date and time.
  event_date date,
  event_time text CHECK (event_time IS NULL OR event_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  photo_id text REFERENCES photos (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- A deleted post still counts against the month it was made in.
  deleted_at timestamptz,
  CHECK ((kind = 'event') = (event_date IS NOT NULL AND event_time IS NOT NULL))
);
CREATE INDEX shop_posts_merchant_idx ON shop_posts (merchant_id, created_at DESC);

CREATE TABLE post_rsvps (
  post_id integer NOT NULL REFERENCES shop_posts (id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  answer text NOT NULL CHECK (answer IN ('going', 'not_going')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (post_id, customer_id)
);

/* ---------------------------------- banners -------------------------- */

-- A shop's banner for the subscription that bought its units (one per subscription): shown on
-- /customer from starts_at to ends_at, rotated by the fewest impressions, then the longest unseen.
CREATE TABLE ad_banners (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  subscription_id integer NOT NULL UNIQUE REFERENCES subscriptions (id) ON DELETE CASCADE,
  photo_id text NOT NULL REFERENCES photos (id),
  title text NOT NULL CHECK (title <> ''),
  starts_at timestamptz NOT NULL DEFAULT now(),
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  impressions bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  last_shown_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ad_banners_window_idx ON ad_banners (ends_at, starts_at);
