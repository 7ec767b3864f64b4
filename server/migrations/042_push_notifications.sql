-- Notifications that reach people with the tab closed (docs/notifications.md): Web Push
-- subscriptions per device, an outbox filled in the transaction of each order or reservation
-- change, the deliveries the outbox fans out to (a push to one device, or an SMS), and the
-- shopper's choice of an SMS when an order is ready.

-- One row per browser push subscription (its endpoint): a shop person's device (the owner's when
-- member_id is null) or a customer's. Subscribing the same endpoint again updates the row, so a
-- device is never notified twice.
CREATE TABLE push_subscriptions (
  id serial PRIMARY KEY,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  merchant_id integer REFERENCES merchants (id) ON DELETE CASCADE,
  member_id integer REFERENCES merchant_members (id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  -- The language the device subscribed in: its notifications are written in it.
  language text NOT NULL CHECK (language IN ('en', 'my')),
  label text NOT NULL DEFAULT '',
  -- What notifies a shop's device (a customer's devices get every change of their own records).
  events text[] NOT NULL DEFAULT ARRAY['new_order', 'new_reservation']
    CHECK (events <@ ARRAY['new_order', 'new_reservation']),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((merchant_id IS NULL) <> (customer_id IS NULL)),
  CHECK (member_id IS NULL OR merchant_id IS NOT NULL)
);
CREATE INDEX push_subscriptions_merchant_idx ON push_subscriptions (merchant_id)
  WHERE merchant_id IS NOT NULL;
CREATE INDEX push_subscriptions_customer_idx ON push_subscriptions (customer_id)
  WHERE customer_id IS NOT NULL;

-- A shopper's SMS when an order is ready for pickup ('Text me when my order is ready').
CREATE TABLE customer_notices (
  customer_id integer PRIMARY KEY REFERENCES customers (id) ON DELETE CASCADE,
  text_when_ready boolean NOT NULL,
  language text NOT NULL CHECK (language IN ('en', 'my')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- What to tell people: one row per record and state worth a notification (an order placed,
-- accepted or ready; a reservation requested or confirmed), written by the trigger below in the
-- transaction that appended the live event, so a notification exists exactly when its change
-- does. A state reached twice (never by the rules, but cheaply guarded) notifies once.
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('order', 'reservation')),
  record_id integer NOT NULL,
  state text NOT NULL,
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set once its deliveries are written (by whichever process claimed it first).
  fanned_out_at timestamptz,
  UNIQUE (kind, record_id, state)
);
CREATE INDEX push_outbox_pending_idx ON push_outbox (id) WHERE fanned_out_at IS NULL;

CREATE FUNCTION push_outbox_from_live_event() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  what text := NEW.payload ->> 'kind';
  reached text;
BEGIN
  IF what NOT IN ('order', 'reservation') THEN
    RETURN NULL;
  END IF;
  reached := NEW.payload #>> ARRAY[what, 'state'];
  IF (what = 'order' AND reached IN ('placed', 'accepted', 'ready'))
     OR (what = 'reservation' AND reached IN ('requested', 'confirmed')) THEN
    INSERT INTO push_outbox (merchant_id, customer_id, kind, record_id, state, payload)
    VALUES (NEW.merchant_id, NEW.customer_id, what, (NEW.payload #>> ARRAY[what, 'id'])::int,
            reached, NEW.payload)
    ON CONFLICT (kind, record_id, state) DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER live_events_push_outbox AFTER INSERT ON live_events
  FOR EACH ROW EXECUTE FUNCTION push_outbox_from_live_event();

-- One message to one place: a push to a device, or an SMS to a phone. Claimed for a lease
-- (claimed_until) by one process at a time, so each goes once however many processes send;
-- retried with a growing pause after a failure that may pass, up to a bound.
CREATE TABLE push_deliveries (
  id bigserial PRIMARY KEY,
  outbox_id bigint NOT NULL REFERENCES push_outbox (id) ON DELETE CASCADE,
  subscription_id integer REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  sms_phone text,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  tag text NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  next_at timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  done_at timestamptz,
  outcome text CHECK (outcome IN ('sent', 'gone', 'failed', 'capped')),
  CHECK ((subscription_id IS NULL) <> (sms_phone IS NULL))
);
CREATE INDEX push_deliveries_due_idx ON push_deliveries (next_at) WHERE done_at IS NULL;
CREATE INDEX push_deliveries_outbox_idx ON push_deliveries (outbox_id);
