-- Opening hours and 'Busy': the shop itself and each branch may pause new orders until a time
-- (15, 30 or 60 minutes from when it was set; null or past: not paused). The store page reads the
-- pauses with the hours, and placing an order reads the hours and the pause of the branch ordered
-- from (`schedule`), so that the server refuses an order outside the hours or during a pause. A
-- shop that takes orders for later (`orders_for_later`) takes one outside its hours for a pickup
-- time inside them; the order keeps that time (`pickup_at`).
ALTER TABLE stores ADD COLUMN busy_until timestamptz;
ALTER TABLE branches ADD COLUMN busy_until timestamptz;
ALTER TABLE stores ADD COLUMN orders_for_later boolean NOT NULL DEFAULT false;
ALTER TABLE shop_orders ADD COLUMN pickup_at timestamptz;

-- An instant as the API writes every time: ISO 8601 in UTC, in milliseconds; null stays null.
CREATE FUNCTION busy_text(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;

-- A pause as the store page shows it: its end while it lasts, else null.
CREATE FUNCTION busy_now(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE WHEN t > now() THEN busy_text(t) END
$$;

-- Items sold out at one branch: an item may be on sale at the shop and its other branches while
-- one branch has run out. Orders at that branch refuse it as they refuse an item sold out
-- everywhere (`available` in the placement's facts is false there), and the store page and the
-- catalogue list the branches where it is sold out (`sold_out_at`).
CREATE TABLE branch_sold_out (
  branch_id integer NOT NULL REFERENCES branches (id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
  PRIMARY KEY (branch_id, item_id)
);
CREATE INDEX branch_sold_out_item_idx ON branch_sold_out (item_id);

-- The branches where an item is sold out, in id order (an empty array: none).
CREATE FUNCTION item_sold_out_at(p_item integer) RETURNS json LANGUAGE sql STABLE AS $$
  SELECT coalesce(json_agg(s.branch_id ORDER BY s.branch_id), '[]'::json)
    FROM branch_sold_out s WHERE s.item_id = p_item
$$;

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
          -- The open states as the index of open orders names them: a plan kept for the connection
          -- (with `p_open_states` unknown) reads that index alone, not every order of the customer.
          AND o.state IN ('placed', 'accepted', 'ready')),
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
                                                         AND s.branch_id = p_branch))
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
          FROM catalogue_items i WHERE i.merchant_id = st.merchant_id), '[]'::json))
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

-- The opening of a placement also answers the branch's (or the shop's) hours and pause.
DROP FUNCTION order_opening(text, integer, text, text, text, text, integer, integer, integer[],
                            text[]);
CREATE FUNCTION order_opening(
  p_slug text, p_customer integer, p_key text, p_actor text, p_hash text, p_count_key text,
  p_window integer, p_branch integer, p_items integer[], p_open_states text[]
) RETURNS TABLE (claim text, first_id integer, hits integer, retry_after integer,
                 merchant_id integer, slug text, name text, plan json, addons json, facts jsonb,
                 schedule json)
LANGUAGE plpgsql AS $$
DECLARE
  v_hash text;
BEGIN
  WHILE p_hash IS NOT NULL AND claim IS NULL LOOP
    INSERT INTO idempotency_requests (actor, idempotency_key, request_hash, customer_id)
    VALUES (p_actor, p_key, p_hash, p_customer)
    ON CONFLICT (actor, idempotency_key) DO NOTHING;
    IF FOUND THEN
      claim := 'claimed';
    ELSE
      SELECT q.request_hash INTO v_hash FROM idempotency_requests q
       WHERE q.actor = p_actor AND q.idempotency_key = p_key;
      -- None: the request that held it has just given it back, and the key is free again.
      IF FOUND THEN
        claim := CASE WHEN v_hash = p_hash THEN 'repeated' ELSE 'reused' END;
      END IF;
    END IF;
  END LOOP;
  IF claim = 'reused' THEN
    RETURN NEXT;
    RETURN;
  END IF;
  SELECT o.id INTO first_id FROM shop_orders o
   WHERE o.customer_id = p_customer AND o.idempotency_key = p_key;
  IF first_id IS NULL THEN
    INSERT INTO rate_limits AS r (key, hits, reset_at)
    VALUES (p_count_key, 1, now() + p_window * interval '1 second')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
    RETURNING r.hits, greatest(1, ceil(extract(epoch FROM r.reset_at - now())))::int
      INTO hits, retry_after;
  END IF;
  SELECT st.merchant_id, st.slug, st.name,
         (SELECT json_build_object(
                   'id', p.id, 'name', p.name, 'max_branches', p.max_branches,
                   'max_posts_per_month', p.max_posts_per_month,
                   'allow_stamp_card', p.allow_stamp_card,
                   'allow_point_collection', p.allow_point_collection,
                   'allow_membership', p.allow_membership)
            FROM plans p WHERE p.id = s.plan_id),
         coalesce((SELECT json_agg(json_build_object(
                            'addon_type_id', a.addon_type_id, 'quantity', a.quantity))
                     FROM subscription_addons a WHERE a.subscription_id = s.id), '[]'::json)
    INTO merchant_id, slug, name, plan, addons
    FROM marketplace_shops ms
    JOIN stores st ON st.merchant_id = ms.merchant_id
    JOIN merchants m ON m.id = ms.merchant_id
    JOIN subscriptions s ON s.merchant_id = ms.merchant_id
   WHERE ms.slug = p_slug AND ms.listed_until > now()
     AND st.published_at IS NOT NULL AND m.phone_verified_at IS NOT NULL
     AND s.status = 'active' AND s.grace_ends_at > now()
   LIMIT 1;
  IF merchant_id IS NOT NULL AND first_id IS NULL THEN
    facts := order_facts(merchant_id, p_customer, p_key, p_branch, p_items, p_open_states);
    -- The hours and the pause of the branch ordered from (none: not one of the shop's), or of the
    -- shop itself, with the database's clock, which every API process shares.
    schedule := CASE WHEN p_branch IS NULL THEN
        (SELECT json_build_object('hours', st.hours, 'busy_until', busy_text(st.busy_until),
                                  'later', st.orders_for_later, 'now', busy_text(now()))
           FROM stores st WHERE st.merchant_id = order_opening.merchant_id)
      ELSE
        (SELECT json_build_object('hours', b.hours, 'busy_until', busy_text(b.busy_until),
                                  'later', st.orders_for_later, 'now', busy_text(now()))
           FROM branches b JOIN stores st ON st.merchant_id = b.merchant_id
          WHERE b.id = p_branch AND b.merchant_id = order_opening.merchant_id)
      END;
  END IF;
  RETURN NEXT;
END
$$;

-- Placing a checked order also keeps its pickup time (an order for later; null: as soon as may be).
DROP FUNCTION place_checked_order(integer, integer, integer, text, text[], integer[], jsonb, integer,
                                  integer, integer, text, text, integer[], text[], integer[],
                                  integer[], jsonb);
CREATE FUNCTION place_checked_order(
  p_merchant integer, p_branch integer, p_customer integer, p_key text, p_open_states text[],
  p_items integer[], p_facts jsonb, p_subtotal integer, p_member_discount integer,
  p_total integer, p_note text, p_table text, p_line_items integer[], p_line_names text[],
  p_line_prices integer[], p_line_quantities integer[], p_event jsonb, p_pickup_at timestamptz
) RETURNS TABLE (placed_id integer, placed_number integer, shop_slug text, shop_name text,
                 placed_time text)
LANGUAGE plpgsql AS $$
DECLARE
  v_time text := to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
BEGIN
  PERFORM 1 FROM customers c WHERE c.id = p_customer FOR NO KEY UPDATE;
  -- A statement of its own after the lock: it sees what the placements before this one committed.
  IF order_facts(p_merchant, p_customer, p_key, p_branch, p_items, p_open_states)
       IS DISTINCT FROM p_facts THEN
    RETURN;
  END IF;
  RETURN QUERY
    WITH numbered AS (
      UPDATE stores st SET last_order_number = st.last_order_number + 1
       WHERE st.merchant_id = p_merchant
      RETURNING st.last_order_number AS number, st.slug, st.name
    ), placed AS (
      INSERT INTO shop_orders
        (merchant_id, branch_id, customer_id, number, subtotal, member_discount, promo_code_id,
         promo_code, promo_discount, total, note, table_label, idempotency_key, pickup_at)
      SELECT p_merchant, p_branch, p_customer, numbered.number, p_subtotal, p_member_discount,
             NULL, NULL, 0, p_total, p_note, p_table, p_key, p_pickup_at
        FROM numbered
      RETURNING shop_orders.id, shop_orders.number
    ), lines AS (
      INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity)
      SELECT placed.id, l.ordinality - 1, l.item_id, l.name, l.price, l.quantity
        FROM placed,
             unnest(p_line_items, p_line_names, p_line_prices, p_line_quantities) WITH ORDINALITY
               AS l(item_id, name, price, quantity, ordinality)
    ), announced AS (
      INSERT INTO live_events (merchant_id, customer_id, payload)
      SELECT p_merchant, p_customer,
             jsonb_set(p_event, '{order}', (p_event -> 'order') || jsonb_build_object(
               'id', placed.id, 'number', placed.number,
               'shop', jsonb_build_object('slug', numbered.slug, 'name', numbered.name),
               'placed_at', v_time, 'updated_at', v_time))
        FROM placed, numbered
    )
    SELECT placed.id, placed.number, numbered.slug, numbered.name, v_time
      FROM placed, numbered;
END
$$;
