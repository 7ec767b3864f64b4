-- Placing an order in one statement once its price is known. The route reads what an order
-- depends on (`order_facts`) with the shop and the customer's placement count, prices the basket,
-- then calls `place_checked_order`, which takes the customer's row lock, reads the facts again and
-- inserts the order, its lines and its live event only when they are what the price was made from.
-- Anything else (another placement of the customer committed meanwhile, a changed item or
-- membership, the store gone) inserts nothing and answers no row: the route then places the order
-- the long way, in a transaction of its own. Both are PL/pgSQL, which keeps its statements' plans
-- per connection (an SQL function's body would be planned again at every call).

-- What a placement checks of the customer at the shop, as one value to compare: the order the
-- customer placed with the key (null: none), whether the shop blocked them, their open orders
-- there (in `p_open_states`), their name and phone, the branch (null: none of the shop's), the
-- basket's items of the shop (by id) and the customer's programme discount (null: not a member of
-- an enabled programme). Null when the customer does not exist.
CREATE FUNCTION order_facts(
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
          AND o.state = ANY (p_open_states)),
    'customer_name', c.name,
    'customer_phone', c.phone,
    'branch',
      (SELECT jsonb_build_object('name', b.name) FROM branches b
        WHERE b.id = p_branch AND b.merchant_id = p_merchant),
    'items',
      coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'name', i.name,
                                                    'price', i.price, 'available', i.available)
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

-- The order priced from `p_facts` (an `order_facts` value read before), placed under the customer's
-- row lock (NO KEY: the rows that refer to the customer are not held up) when the facts read again
-- under that lock are still `p_facts`: numbered on its store's row (held to the commit, so the
-- shop's placements number in turn), with its lines (one per element of the arrays, in order) and
-- its live event (`p_event` with the order's id, number, shop and times). Its times are the
-- transaction's, as ISO 8601 text in milliseconds (how the API writes every time). No row: the
-- facts changed, or the store is gone; nothing was written.
CREATE FUNCTION place_checked_order(
  p_merchant integer, p_branch integer, p_customer integer, p_key text, p_open_states text[],
  p_items integer[], p_facts jsonb, p_subtotal integer, p_member_discount integer,
  p_total integer, p_note text, p_table text, p_line_items integer[], p_line_names text[],
  p_line_prices integer[], p_line_quantities integer[], p_event jsonb
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
         promo_code, promo_discount, total, note, table_label, idempotency_key)
      SELECT p_merchant, p_branch, p_customer, numbered.number, p_subtotal, p_member_discount,
             NULL, NULL, 0, p_total, p_note, p_table, p_key
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

-- What placing an order does first, in one call. It claims the Idempotency-Key for the request of
-- `p_hash` as `idempotency_requests` are claimed (`claim`: 'claimed' when this call inserted it,
-- 'repeated' when the same request claimed it before, 'reused' when another one did: then nothing
-- else is read or counted; no claim when `p_hash` is null). Then it reads the order the customer
-- placed with the key (`first_id`; null: none yet) and, unless there is one (a retry counts as no new placement), the
-- placement counted under `p_count_key` in a window of `p_window` seconds (`hits`, `retry_after`:
-- as the rate limiter counts every attempt); the listed shop at `p_slug` (published, phone
-- verified, listed, an active subscription, as the marketplace lists shops) with its plan and
-- add-ons as the entitlements read them; and, for a new placement at that shop, its
-- `order_facts`. One row, its shop columns null when no shop is listed at the slug.
CREATE FUNCTION order_opening(
  p_slug text, p_customer integer, p_key text, p_actor text, p_hash text, p_count_key text,
  p_window integer, p_branch integer, p_items integer[], p_open_states text[]
) RETURNS TABLE (claim text, first_id integer, hits integer, retry_after integer,
                 merchant_id integer, slug text, name text, plan json, addons json, facts jsonb)
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
  END IF;
  RETURN NEXT;
END
$$;
