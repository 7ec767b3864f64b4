-- Delivery: the townships a shop delivers to, each with its fee, the least order it delivers and
-- how long it takes; an order for delivery keeps where it goes and what delivery cost, and passes
-- through 'out_for_delivery' before it is completed (delivered). A shopper's last delivery address
-- is kept on their account for the next order.

CREATE TABLE delivery_areas (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  township_id integer NOT NULL REFERENCES townships (id),
  -- Whole kyat.
  fee integer NOT NULL CHECK (fee >= 0),
  min_total integer NOT NULL CHECK (min_total >= 0),
  eta_minutes integer NOT NULL CHECK (eta_minutes BETWEEN 5 AND 600),
  position integer NOT NULL,
  PRIMARY KEY (merchant_id, township_id)
);

ALTER TABLE shop_orders
  ADD COLUMN delivery_township_id integer REFERENCES townships (id),
  ADD COLUMN delivery_address text,
  ADD COLUMN delivery_phone text,
  ADD COLUMN delivery_fee integer NOT NULL DEFAULT 0 CHECK (delivery_fee >= 0),
  ADD COLUMN delivery_eta_minutes integer,
  -- An order is delivered, at a table, or picked up: never two of them.
  ADD CONSTRAINT shop_orders_delivery_check CHECK (
    (delivery_township_id IS NULL AND delivery_address IS NULL AND delivery_phone IS NULL)
    OR (delivery_township_id IS NOT NULL AND delivery_address IS NOT NULL
        AND delivery_phone IS NOT NULL AND table_label IS NULL));

-- What the shopper pays: the lines less the discounts, plus delivery.
ALTER TABLE shop_orders DROP CONSTRAINT shop_orders_discounts_add_up;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_discounts_add_up
  CHECK (total = subtotal - member_discount - promo_discount + delivery_fee);

ALTER TABLE shop_orders DROP CONSTRAINT shop_orders_state_check;
ALTER TABLE shop_orders ADD CONSTRAINT shop_orders_state_check CHECK (
  state IN ('placed', 'accepted', 'rejected', 'ready', 'out_for_delivery', 'completed',
            'cancelled'));

-- Out for delivery is still open: it counts among the customer's open orders at the shop.
DROP INDEX shop_orders_customer_shop_open_idx;
CREATE INDEX shop_orders_customer_shop_open_idx ON shop_orders (customer_id, merchant_id)
  WHERE state IN ('placed', 'accepted', 'ready', 'out_for_delivery');

ALTER TABLE customers ADD COLUMN delivery_address jsonb;

-- The facts of a placement as before (items with their choices), the open states with delivery's.
CREATE OR REPLACE FUNCTION order_facts(
  p_merchant integer, p_customer integer, p_key text, p_branch integer, p_items integer[],
  p_open_states text[]
) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
    'replay_id',
      (SELECT o.id FROM shop_orders o WHERE o.customer_id = p_customer AND o.idempotency_key = p_key),
    'blocked',
      EXISTS (SELECT 1 FROM blocked_customers bc
               WHERE bc.merchant_id = p_merchant AND bc.customer_id = p_customer),
    'open',
      (SELECT count(*)::int FROM shop_orders o
        WHERE o.customer_id = p_customer AND o.merchant_id = p_merchant
          AND o.state = ANY (p_open_states)
          -- The open states as the index of open orders names them (a plan kept for the
          -- connection reads that index alone).
          AND o.state IN ('placed', 'accepted', 'ready', 'out_for_delivery')),
    'customer_name', c.name,
    'customer_phone', c.phone,
    'branch',
      (SELECT jsonb_build_object('name', b.name) FROM branches b
        WHERE b.id = p_branch AND b.merchant_id = p_merchant),
    'items',
      coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'name', i.name,
                                                    'price', i.price,
                                                    'available', i.available AND NOT EXISTS (
                                                      SELECT 1 FROM branch_sold_out s
                                                       WHERE s.item_id = i.id
                                                         AND s.branch_id = p_branch),
                                                    'options', item_option_groups_json(i.id))
                                 ORDER BY i.id)
                  FROM catalogue_items i WHERE i.merchant_id = p_merchant AND i.id = ANY (p_items)),
               '[]'::jsonb),
    'member_discount',
      (SELECT p.discount_percent FROM memberships m
         JOIN membership_programs p ON p.merchant_id = m.merchant_id AND p.enabled
        WHERE m.merchant_id = p_merchant AND m.customer_id = p_customer))
    FROM customers c WHERE c.id = p_customer);
END
$$;
