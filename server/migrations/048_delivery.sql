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

-- The store page in one statement, as before, with its delivery areas and its items' choices (in
-- this function, whose statements keep their plans for the connection).
CREATE OR REPLACE FUNCTION marketplace_shop_page(page_slug text) RETURNS json
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'slug', st.slug, 'name', st.name, 'description', st.description, 'address', st.address,
      'phone', st.phone, 'hours', st.hours, 'busy_until', busy_now(st.busy_until),
      'orders_for_later', st.orders_for_later,
      'category_id', st.category_id,
      'township_id', st.township_id, 'district_id', ms.district_id,
      'logo_photo_id', st.logo_photo_id, 'cover_photo_id', st.cover_photo_id,
      'plan_id', s.plan_id,
      'addons', coalesce((
        SELECT json_agg(json_build_object('addon_type_id', a.addon_type_id,
                                          'quantity', a.quantity))
          FROM subscription_addons a WHERE a.subscription_id = s.id), '[]'::json),
      'branches', coalesce((
        SELECT json_agg(json_build_object('id', b.id, 'name', b.name, 'address', b.address,
                                          'township_id', b.township_id, 'phone', b.phone,
                                          'hours', b.hours,
                                          'busy_until', busy_now(b.busy_until))
                        ORDER BY b.position, b.id)
          FROM branches b WHERE b.merchant_id = st.merchant_id), '[]'::json),
      'sections', coalesce((
        SELECT json_agg(json_build_object('id', x.id, 'name', x.name) ORDER BY x.position, x.id)
          FROM menu_sections x WHERE x.merchant_id = st.merchant_id), '[]'::json),
      -- Products, then services, then menu items by section; each by position.
      'items', coalesce((
        SELECT json_agg(json_build_object('id', i.id, 'kind', i.kind,
                                          'section_id', i.section_id, 'name', i.name,
                                          'description', i.description, 'price', i.price,
                                          'photo_id', i.photo_id, 'available', i.available,
                                          'sold_out_at', item_sold_out_at(i.id))
                        ORDER BY CASE i.kind WHEN 'product' THEN 1 WHEN 'service' THEN 2 ELSE 3 END,
                                 (SELECT x.position FROM menu_sections x WHERE x.id = i.section_id),
                                 i.position, i.id)
          FROM catalogue_items i WHERE i.merchant_id = st.merchant_id), '[]'::json),
      -- The townships it delivers to, in its order (null: none).
      'delivery', (
        SELECT json_agg(json_build_object('township_id', a.township_id, 'fee', a.fee,
                                          'min_total', a.min_total, 'eta_minutes', a.eta_minutes)
                        ORDER BY a.position, a.township_id)
          FROM delivery_areas a WHERE a.merchant_id = st.merchant_id),
      -- The choices of the items that have some (null: none has).
      'choices', (
        SELECT json_agg(json_build_object('item_id', g.item_id,
                                          'options', item_option_groups_json(g.item_id)))
          FROM (SELECT DISTINCT o.item_id FROM item_option_groups o
                 WHERE o.merchant_id = st.merchant_id) g))
      FROM marketplace_shops ms
      JOIN stores st ON st.merchant_id = ms.merchant_id
      JOIN merchants m ON m.id = ms.merchant_id
      JOIN subscriptions s ON s.merchant_id = ms.merchant_id
     WHERE ms.slug = page_slug
       AND ms.listed_until > now()
       AND st.published_at IS NOT NULL
       AND st.suspended_at IS NULL
       AND m.phone_verified_at IS NOT NULL
       AND s.status = 'active' AND s.grace_ends_at > now());
END
$$;
