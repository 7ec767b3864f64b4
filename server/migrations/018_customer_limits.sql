-- A shop may refuse a customer: their orders and reservations at that shop are refused until the
-- shop takes the block back. Keyed by the customer's id as the inbox shows it.
CREATE TABLE blocked_customers (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  blocked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, customer_id)
);

-- A customer's open orders at one shop, counted under the store row's lock at every placement.
CREATE INDEX shop_orders_customer_shop_open_idx ON shop_orders (customer_id, merchant_id)
  WHERE state IN ('placed', 'accepted', 'ready');

-- A customer's reservations at one shop on one day, counted at every reservation.
CREATE INDEX reservations_customer_shop_day_idx ON reservations (customer_id, merchant_id, date);

-- The inbox's finished orders of a day, paged by id.
CREATE INDEX shop_orders_merchant_id_idx ON shop_orders (merchant_id, id DESC);
