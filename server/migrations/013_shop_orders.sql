-- The marketplace, part 2: customers who sign in by phone and a one-time code, their orders and
-- reservations at a shop, and the live events both sides receive. Everything is keyed so that an
-- ownership check is one comparison: a merchant acts on rows of its merchant_id, a customer on
-- rows of its customer_id.

-- A shopper, known by a verified phone. No password: every sign-in proves the phone again.
CREATE TABLE customers (
  id serial PRIMARY KEY,
  -- Normalised (local 09… form), as users.phone.
  phone text NOT NULL UNIQUE,
  -- Asked once, after the first sign-in; null until given.
  name text CHECK (name IS NULL OR name <> ''),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A customer's bearer tokens: a kind of their own, in a table of their own, so that a customer
-- token can never pass a merchant route's check (auth_tokens) nor a merchant token a customer's.
CREATE TABLE customer_tokens (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX customer_tokens_customer_idx ON customer_tokens (customer_id);

-- Reservations per 30-minute slot that the shop (or a branch) takes; requested and confirmed ones
-- count against it.
ALTER TABLE stores ADD COLUMN slot_capacity integer NOT NULL DEFAULT 4
  CHECK (slot_capacity BETWEEN 1 AND 500);
ALTER TABLE branches ADD COLUMN slot_capacity integer NOT NULL DEFAULT 4
  CHECK (slot_capacity BETWEEN 1 AND 500);
-- Each shop numbers its orders 1, 2, 3… (what the kitchen calls out); kept under the store row's lock.
ALTER TABLE stores ADD COLUMN last_order_number integer NOT NULL DEFAULT 0;

-- An order at one shop (one branch where it has several: null is the shop's own address). Priced by
-- the server from the items as they were when it was placed; the lines keep that name and price.
CREATE TABLE shop_orders (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  branch_id integer REFERENCES branches (id) ON DELETE SET NULL,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  number integer NOT NULL,
  state text NOT NULL DEFAULT 'placed'
    CHECK (state IN ('placed', 'accepted', 'rejected', 'ready', 'completed', 'cancelled')),
  -- Whole kyat: the sum of the lines.
  total integer NOT NULL CHECK (total >= 0),
  note text NOT NULL DEFAULT '',
  -- A menu QR's table number; null for pickup.
  table_label text,
  -- Why the shop rejected it (shown to the customer).
  reason text,
  -- The customer's Idempotency-Key: placing again with it answers the first order.
  idempotency_key text,
  placed_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, number),
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX shop_orders_merchant_idx ON shop_orders (merchant_id, placed_at DESC);
CREATE INDEX shop_orders_customer_idx ON shop_orders (customer_id, placed_at DESC);

CREATE TABLE shop_order_lines (
  order_id integer NOT NULL REFERENCES shop_orders (id) ON DELETE CASCADE,
  position integer NOT NULL,
  -- The item may since have been changed or deleted; the line keeps what was ordered.
  item_id integer REFERENCES catalogue_items (id) ON DELETE SET NULL,
  name text NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  quantity integer NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, position)
);

-- A reservation of a table (or of a service, item_id) for a date, a 30-minute slot and a party.
CREATE TABLE reservations (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  branch_id integer REFERENCES branches (id) ON DELETE SET NULL,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  item_id integer REFERENCES catalogue_items (id) ON DELETE SET NULL,
  -- The service's name when it was reserved (null for a table).
  service_name text,
  -- Local (Asia/Yangon) date and slot start.
  date date NOT NULL,
  time text NOT NULL CHECK (time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  party_size integer NOT NULL CHECK (party_size BETWEEN 1 AND 50),
  note text NOT NULL DEFAULT '',
  state text NOT NULL DEFAULT 'requested'
    CHECK (state IN ('requested', 'confirmed', 'declined', 'completed', 'no_show', 'cancelled')),
  reason text,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX reservations_slot_idx ON reservations (merchant_id, date, time)
  WHERE state IN ('requested', 'confirmed');
CREATE INDEX reservations_customer_idx ON reservations (customer_id, created_at DESC);

-- Every change either side must see live, in the order it was committed: an outbox that the
-- Server-Sent Events streams read after the Last-Event-ID their client last saw. Written in the
-- transaction of the change itself, so an event exists exactly when its change does. The payload is
-- the order or reservation as it now is (the contract's LiveEvent).
CREATE TABLE live_events (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX live_events_merchant_idx ON live_events (merchant_id, id);
CREATE INDEX live_events_customer_idx ON live_events (customer_id, id);

-- Wakes every API process listening on the channel (LISTEN/NOTIFY crosses processes on one
-- PostgreSQL; PGlite's listen does the same inside one process). Notifications are sent at commit,
-- so a listener never reads an event before it is visible.
CREATE FUNCTION live_events_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('live_events',
    json_build_object('id', NEW.id, 'merchant_id', NEW.merchant_id, 'customer_id', NEW.customer_id)::text);
  RETURN NEW;
END;
$$;
CREATE TRIGGER live_events_notify AFTER INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_events_notify();
