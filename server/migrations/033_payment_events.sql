-- The merchant's own payments on the live event stream: a checkout of the merchant's plan order
-- that changes (paid by wallet, declined, expired, approved) appends an event `{kind: 'payment'}`
-- for the merchant alone, read by the stream's `payments` topic. Such an event has no customer,
-- and its merchant may have no store yet (a plan is bought before the shop is set up), so it
-- belongs to the merchant, not to the store.
ALTER TABLE live_events ALTER COLUMN customer_id DROP NOT NULL;

-- The merchant's events go with the merchant (a store is deleted only with its merchant).
ALTER TABLE live_events DROP CONSTRAINT live_events_merchant_id_fkey;
ALTER TABLE live_events ADD CONSTRAINT live_events_merchant_id_fkey
  FOREIGN KEY (merchant_id) REFERENCES merchants (id) ON DELETE CASCADE;

-- A payment event is the merchant's alone, every other event has its customer: a customer's
-- stream can never carry a payment, and an order or reservation without its customer is refused.
ALTER TABLE live_events ADD CONSTRAINT live_events_customer_kind
  CHECK ((customer_id IS NULL) = (payload ->> 'kind' = 'payment'));

-- The payments topic reads a merchant's payment events after its cursor without walking the
-- shop's orders and reservations (the inbox reads live_events_merchant_idx as before).
CREATE INDEX live_events_payment_idx ON live_events (merchant_id, after_xact, id)
  WHERE payload ->> 'kind' = 'payment';

-- The insert trigger (migration 013) needs no change: its notification carries
-- `"customer_id": null` for a payment event, and each process wakes that merchant's streams.
