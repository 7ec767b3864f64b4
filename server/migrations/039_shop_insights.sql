-- Advanced Analytics (contract/insights.ts): each shop's figures kept per Myanmar day, so that a
-- period of up to 24 months reads a few hundred rows instead of every order, stamp and point.
--
-- Daily rows (`shop_insight_days`, `shop_insight_items` with its monthly sums,
-- `shop_insight_branches`) and the customers' visits (`shop_insight_customers`) are counted from
-- the source tables and always equal a count from scratch: every write to a source row marks its
-- shop's day (and, for an order, its customer) stale, in the transaction of the write;
-- `insights_refresh` counts the stale days and customers again from the source and clears their
-- marks, and every read of a shop's insights (`shop_insights`) calls it first. Banner
-- impressions and clicks, and store page views, have no source rows per day: their daily counts
-- are written where they happen and are the record itself.
--
-- Days are Asia/Yangon days (UTC+06:30 all year: Myanmar keeps no daylight saving).

/* ----------------------------- Myanmar days ------------------------------ */

-- The Myanmar day of an instant, and the instant a Myanmar day begins.
CREATE FUNCTION insights_day(t timestamptz) RETURNS date
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN ((t AT TIME ZONE 'UTC') + interval '390 minutes')::date;

CREATE FUNCTION insights_day_start(d date) RETURNS timestamptz
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (d - interval '390 minutes') AT TIME ZONE 'UTC';

-- An order counts once the shop has taken it: any state but placed, rejected or cancelled.
CREATE FUNCTION insights_sold(state text) RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN state NOT IN ('placed', 'rejected', 'cancelled');

/* ------------------------------- daily rows ------------------------------ */

-- One row per shop and day on which something counted (every counter zero: no row).
CREATE TABLE shop_insight_days (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  day date NOT NULL,
  -- Counted orders placed that day, and their totals (whole kyat).
  orders integer NOT NULL,
  sales bigint NOT NULL,
  -- The same per hour of the day, hour 0 first (24 entries each).
  hour_orders integer[] NOT NULL CHECK (cardinality(hour_orders) = 24),
  hour_sales bigint[] NOT NULL CHECK (cardinality(hour_sales) = 24),
  -- Counted orders with a promo code, and what the codes took off.
  promo_uses integer NOT NULL,
  promo_discount bigint NOT NULL,
  -- Reservations for that day, neither declined nor cancelled; their parties; how they ended.
  reservations integer NOT NULL,
  reservation_guests integer NOT NULL,
  reservations_completed integer NOT NULL,
  reservations_no_show integer NOT NULL,
  -- Stamps given (not taken back), stamp rewards earned and redeemed.
  stamps_given integer NOT NULL,
  stamp_rewards_earned integer NOT NULL,
  stamp_rewards_redeemed integer NOT NULL,
  -- Points earned by orders, and points spent on rewards (as a positive number).
  points_issued bigint NOT NULL,
  points_spent bigint NOT NULL,
  members_joined integer NOT NULL,
  PRIMARY KEY (merchant_id, day)
);

-- Counted orders' lines per item and day: by the item while the line keeps it, else by the name
-- the line kept (`item_key`: 'i<id>' or 'n<name>').
CREATE TABLE shop_insight_items (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  day date NOT NULL,
  item_key text NOT NULL,
  item_id integer,
  name text NOT NULL,
  quantity integer NOT NULL,
  sales bigint NOT NULL,
  PRIMARY KEY (merchant_id, day, item_key)
);

-- The same summed per calendar month (`month`: its first day), from the day rows: a long period
-- reads its whole months here and only the days at its ends above, however many items a shop
-- sells.
CREATE TABLE shop_insight_item_months (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  month date NOT NULL CHECK (extract(day FROM month) = 1),
  item_key text NOT NULL,
  item_id integer,
  name text NOT NULL,
  quantity integer NOT NULL,
  sales bigint NOT NULL,
  PRIMARY KEY (merchant_id, month, item_key)
);

-- Counted orders per branch and day (`branch_key` 0: the shop's own address).
CREATE TABLE shop_insight_branches (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  day date NOT NULL,
  branch_key integer NOT NULL,
  branch_id integer,
  orders integer NOT NULL,
  sales bigint NOT NULL,
  PRIMARY KEY (merchant_id, day, branch_key)
);

-- A customer's visits to a shop: each day with counted orders, with the customer's visit before
-- and after it (null: none). A period's customers are then counted from its rows alone: a visit
-- whose previous visit is before the period is the customer's first in it, one per customer.
CREATE TABLE shop_insight_customers (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  day date NOT NULL,
  orders integer NOT NULL,
  sales bigint NOT NULL,
  prev_day date,
  next_day date,
  PRIMARY KEY (merchant_id, customer_id, day)
);
CREATE INDEX shop_insight_customers_day_idx ON shop_insight_customers (merchant_id, day);
-- The first visits in a period, found without reading every visit of it: those whose previous
-- visit is before the period's first day and whose day is in it.
CREATE INDEX shop_insight_customers_first_idx
  ON shop_insight_customers (merchant_id, (coalesce(prev_day, '-infinity'::date)), day);

-- Impressions and clicks of the shop's banners per day, added as they are counted.
CREATE TABLE shop_banner_days (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  day date NOT NULL,
  impressions bigint NOT NULL DEFAULT 0,
  clicks bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day)
);

-- Store pages the server sent per shop and day: a count, and nothing about who viewed them.
CREATE TABLE shop_page_views (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  day date NOT NULL,
  views bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (merchant_id, day)
);

/* ------------------------------ stale marks ------------------------------ */

CREATE TABLE insight_stale_days (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (merchant_id, day)
);

CREATE TABLE insight_stale_customers (
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL,
  PRIMARY KEY (merchant_id, customer_id)
);

-- Marks a shop's day (or customer) stale. Rows deleted with their shop (a cascade from stores)
-- mark nothing: the shop is gone, and so are its daily rows.
CREATE FUNCTION insights_mark_day(p_merchant integer, p_day date) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_day IS NULL THEN
    RETURN;
  END IF;
  INSERT INTO insight_stale_days (merchant_id, day)
  SELECT p_merchant, p_day WHERE EXISTS (SELECT 1 FROM stores WHERE merchant_id = p_merchant)
  ON CONFLICT DO NOTHING;
END
$$;

CREATE FUNCTION insights_mark_customer(p_merchant integer, p_customer integer) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_stale_customers (merchant_id, customer_id)
  SELECT p_merchant, p_customer WHERE EXISTS (SELECT 1 FROM stores WHERE merchant_id = p_merchant)
  ON CONFLICT DO NOTHING;
END
$$;

/* -------------------------- what marks a day stale ------------------------ */

-- Orders: a counted order's day and customer, before and after the change. The triggers' WHEN
-- leaves out what changes no figure (placing, and moving between counted states), so the order
-- inbox's busiest writes mark nothing.
CREATE FUNCTION insights_order_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND insights_sold(OLD.state) THEN
    PERFORM insights_mark_day(OLD.merchant_id, insights_day(OLD.placed_at));
    PERFORM insights_mark_customer(OLD.merchant_id, OLD.customer_id);
  END IF;
  IF TG_OP <> 'DELETE' AND insights_sold(NEW.state) THEN
    PERFORM insights_mark_day(NEW.merchant_id, insights_day(NEW.placed_at));
    PERFORM insights_mark_customer(NEW.merchant_id, NEW.customer_id);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_order_insert
  AFTER INSERT ON shop_orders
  FOR EACH ROW WHEN (insights_sold(NEW.state))
  EXECUTE FUNCTION insights_order_changed();

CREATE TRIGGER insights_order_update
  AFTER UPDATE ON shop_orders
  FOR EACH ROW WHEN (
    insights_sold(OLD.state) IS DISTINCT FROM insights_sold(NEW.state)
    OR (insights_sold(NEW.state)
        AND ROW(OLD.merchant_id, OLD.customer_id, OLD.branch_id, OLD.placed_at, OLD.total,
                OLD.promo_code, OLD.promo_discount)
            IS DISTINCT FROM
            ROW(NEW.merchant_id, NEW.customer_id, NEW.branch_id, NEW.placed_at, NEW.total,
                NEW.promo_code, NEW.promo_discount)))
  EXECUTE FUNCTION insights_order_changed();

CREATE TRIGGER insights_order_delete
  AFTER DELETE ON shop_orders
  FOR EACH ROW WHEN (insights_sold(OLD.state))
  EXECUTE FUNCTION insights_order_changed();

-- Order lines, once per statement (an item deleted sets many lines' item to null at once): the
-- days of the counted orders whose lines changed.
CREATE FUNCTION insights_lines_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO insight_stale_days (merchant_id, day)
  SELECT DISTINCT o.merchant_id, insights_day(o.placed_at)
    FROM changed_lines l
    JOIN shop_orders o ON o.id = l.order_id
   WHERE insights_sold(o.state)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_lines_insert
  AFTER INSERT ON shop_order_lines REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION insights_lines_changed();
CREATE TRIGGER insights_lines_update_new
  AFTER UPDATE ON shop_order_lines REFERENCING NEW TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION insights_lines_changed();
CREATE TRIGGER insights_lines_update_old
  AFTER UPDATE ON shop_order_lines REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION insights_lines_changed();
CREATE TRIGGER insights_lines_delete
  AFTER DELETE ON shop_order_lines REFERENCING OLD TABLE AS changed_lines
  FOR EACH STATEMENT EXECUTE FUNCTION insights_lines_changed();

-- Reservations count on the day they are for.
CREATE FUNCTION insights_reservation_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM insights_mark_day(OLD.merchant_id, OLD.date);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM insights_mark_day(NEW.merchant_id, NEW.date);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_reservation_insert_delete
  AFTER INSERT OR DELETE ON reservations
  FOR EACH ROW EXECUTE FUNCTION insights_reservation_changed();
CREATE TRIGGER insights_reservation_update
  AFTER UPDATE ON reservations
  FOR EACH ROW WHEN (ROW(OLD.merchant_id, OLD.date, OLD.state, OLD.party_size)
                     IS DISTINCT FROM ROW(NEW.merchant_id, NEW.date, NEW.state, NEW.party_size))
  EXECUTE FUNCTION insights_reservation_changed();

-- Stamps count on the day they were given.
CREATE FUNCTION insights_stamp_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM insights_mark_day(OLD.merchant_id, insights_day(OLD.created_at));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM insights_mark_day(NEW.merchant_id, insights_day(NEW.created_at));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_stamp_insert_delete
  AFTER INSERT OR DELETE ON stamp_events
  FOR EACH ROW EXECUTE FUNCTION insights_stamp_changed();
CREATE TRIGGER insights_stamp_update
  AFTER UPDATE ON stamp_events
  FOR EACH ROW WHEN (ROW(OLD.merchant_id, OLD.created_at, OLD.undone_at)
                     IS DISTINCT FROM ROW(NEW.merchant_id, NEW.created_at, NEW.undone_at))
  EXECUTE FUNCTION insights_stamp_changed();

-- Stamp rewards count on the day earned and the day redeemed.
CREATE FUNCTION insights_stamp_reward_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM insights_mark_day(OLD.merchant_id, insights_day(OLD.earned_at));
    PERFORM insights_mark_day(OLD.merchant_id, insights_day(OLD.redeemed_at));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM insights_mark_day(NEW.merchant_id, insights_day(NEW.earned_at));
    PERFORM insights_mark_day(NEW.merchant_id, insights_day(NEW.redeemed_at));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_stamp_reward_insert_delete
  AFTER INSERT OR DELETE ON stamp_rewards
  FOR EACH ROW EXECUTE FUNCTION insights_stamp_reward_changed();
CREATE TRIGGER insights_stamp_reward_update
  AFTER UPDATE ON stamp_rewards
  FOR EACH ROW WHEN (ROW(OLD.merchant_id, OLD.earned_at, OLD.redeemed_at)
                     IS DISTINCT FROM ROW(NEW.merchant_id, NEW.earned_at, NEW.redeemed_at))
  EXECUTE FUNCTION insights_stamp_reward_changed();

-- Points count on the day they were earned or spent.
CREATE FUNCTION insights_points_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM insights_mark_day(OLD.merchant_id, insights_day(OLD.created_at));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM insights_mark_day(NEW.merchant_id, insights_day(NEW.created_at));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_points_insert_delete
  AFTER INSERT OR DELETE ON point_entries
  FOR EACH ROW EXECUTE FUNCTION insights_points_changed();
CREATE TRIGGER insights_points_update
  AFTER UPDATE ON point_entries
  FOR EACH ROW WHEN (ROW(OLD.merchant_id, OLD.created_at, OLD.kind, OLD.points)
                     IS DISTINCT FROM ROW(NEW.merchant_id, NEW.created_at, NEW.kind, NEW.points))
  EXECUTE FUNCTION insights_points_changed();

-- Members count on the day they joined.
CREATE FUNCTION insights_member_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM insights_mark_day(OLD.merchant_id, insights_day(OLD.joined_at));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM insights_mark_day(NEW.merchant_id, insights_day(NEW.joined_at));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_member_insert_delete
  AFTER INSERT OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION insights_member_changed();
CREATE TRIGGER insights_member_update
  AFTER UPDATE ON memberships
  FOR EACH ROW WHEN (ROW(OLD.merchant_id, OLD.joined_at)
                     IS DISTINCT FROM ROW(NEW.merchant_id, NEW.joined_at))
  EXECUTE FUNCTION insights_member_changed();

-- A recount reads each source by shop and time: the indexes it needs beside those there were.
CREATE INDEX reservations_merchant_date_idx ON reservations (merchant_id, date);
CREATE INDEX stamp_events_merchant_created_idx ON stamp_events (merchant_id, created_at);
CREATE INDEX stamp_rewards_merchant_earned_idx ON stamp_rewards (merchant_id, earned_at);
CREATE INDEX stamp_rewards_merchant_redeemed_idx ON stamp_rewards (merchant_id, redeemed_at)
  WHERE redeemed_at IS NOT NULL;
CREATE INDEX point_entries_merchant_created_idx ON point_entries (merchant_id, created_at);
CREATE INDEX memberships_merchant_joined_idx ON memberships (merchant_id, joined_at);

/* --------------------------------- banners -------------------------------- */

-- A banner's impressions and clicks are counters on its row: what they grow by is added to its
-- shop's day as it happens.
CREATE FUNCTION insights_banner_counted() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO shop_banner_days AS d (merchant_id, day, impressions, clicks)
  VALUES (NEW.merchant_id, insights_day(now()), NEW.impressions - OLD.impressions,
          NEW.clicks - OLD.clicks)
  ON CONFLICT (merchant_id, day) DO UPDATE
     SET impressions = d.impressions + EXCLUDED.impressions, clicks = d.clicks + EXCLUDED.clicks;
  RETURN NULL;
END
$$;

CREATE TRIGGER insights_banner_counted
  AFTER UPDATE OF impressions, clicks ON ad_banners
  FOR EACH ROW WHEN (OLD.impressions IS DISTINCT FROM NEW.impressions
                     OR OLD.clicks IS DISTINCT FROM NEW.clicks)
  EXECUTE FUNCTION insights_banner_counted();

-- What the banners counted before kept no day: it goes on the day each banner started.
INSERT INTO shop_banner_days AS d (merchant_id, day, impressions, clicks)
SELECT merchant_id, insights_day(starts_at), sum(impressions), sum(clicks)
  FROM ad_banners
 WHERE impressions > 0 OR clicks > 0
 GROUP BY merchant_id, insights_day(starts_at);

/* --------------------------------- recount -------------------------------- */

-- The daily rows of a shop's `p_days`, counted again from the source tables.
CREATE FUNCTION insights_recount_days(p_merchant integer, p_days date[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_insight_days WHERE merchant_id = p_merchant AND day = ANY (p_days);
  DELETE FROM shop_insight_items WHERE merchant_id = p_merchant AND day = ANY (p_days);
  DELETE FROM shop_insight_branches WHERE merchant_id = p_merchant AND day = ANY (p_days);
  WITH days AS (
    SELECT DISTINCT d AS day FROM unnest(p_days) AS d
  ), bounds AS (
    SELECT day, insights_day_start(day) AS starts, insights_day_start(day + 1) AS ends FROM days
  ), sold AS (
    SELECT b.day, o.id, o.total, o.branch_id, o.promo_code, o.promo_discount,
           extract(hour FROM (o.placed_at AT TIME ZONE 'UTC') + interval '390 minutes')::int
             AS hour
      FROM bounds b
      JOIN shop_orders o
        ON o.merchant_id = p_merchant AND o.placed_at >= b.starts AND o.placed_at < b.ends
     WHERE insights_sold(o.state)
  ), order_days AS (
    SELECT day, count(*) AS orders, sum(total) AS sales,
           count(*) FILTER (WHERE promo_code IS NOT NULL) AS promo_uses,
           sum(promo_discount) AS promo_discount
      FROM sold GROUP BY day
  ), order_hours AS (
    SELECT day, hour, count(*) AS orders, sum(total) AS sales FROM sold GROUP BY day, hour
  ), hour_days AS (
    SELECT o.day, array_agg(coalesce(h.orders, 0)::integer ORDER BY g.hour) AS hour_orders,
           array_agg(coalesce(h.sales, 0)::bigint ORDER BY g.hour) AS hour_sales
      FROM order_days o
     CROSS JOIN generate_series(0, 23) AS g(hour)
      LEFT JOIN order_hours h ON h.day = o.day AND h.hour = g.hour
     GROUP BY o.day
  ), reservation_days AS (
    SELECT r.date AS day,
           count(*) FILTER (WHERE r.state NOT IN ('declined', 'cancelled')) AS reservations,
           coalesce(sum(r.party_size) FILTER (WHERE r.state NOT IN ('declined', 'cancelled')), 0)
             AS guests,
           count(*) FILTER (WHERE r.state = 'completed') AS completed,
           count(*) FILTER (WHERE r.state = 'no_show') AS no_show
      FROM reservations r
     WHERE r.merchant_id = p_merchant AND r.date = ANY (p_days)
     GROUP BY r.date
  ), stamp_days AS (
    SELECT b.day, count(*) AS stamps
      FROM bounds b
      JOIN stamp_events e
        ON e.merchant_id = p_merchant AND e.created_at >= b.starts AND e.created_at < b.ends
     WHERE e.undone_at IS NULL
     GROUP BY b.day
  ), earned_days AS (
    SELECT b.day, count(*) AS earned
      FROM bounds b
      JOIN stamp_rewards w
        ON w.merchant_id = p_merchant AND w.earned_at >= b.starts AND w.earned_at < b.ends
     GROUP BY b.day
  ), redeemed_days AS (
    SELECT b.day, count(*) AS redeemed
      FROM bounds b
      JOIN stamp_rewards w
        ON w.merchant_id = p_merchant AND w.redeemed_at >= b.starts AND w.redeemed_at < b.ends
     GROUP BY b.day
  ), point_days AS (
    SELECT b.day,
           coalesce(sum(p.points) FILTER (WHERE p.kind = 'earned'), 0) AS issued,
           coalesce(-sum(p.points) FILTER (WHERE p.kind = 'redeemed'), 0) AS spent
      FROM bounds b
      JOIN point_entries p
        ON p.merchant_id = p_merchant AND p.created_at >= b.starts AND p.created_at < b.ends
     GROUP BY b.day
  ), member_days AS (
    SELECT b.day, count(*) AS joined
      FROM bounds b
      JOIN memberships m
        ON m.merchant_id = p_merchant AND m.joined_at >= b.starts AND m.joined_at < b.ends
     GROUP BY b.day
  ), counted AS (
    SELECT d.day,
           coalesce(o.orders, 0) AS orders, coalesce(o.sales, 0) AS sales,
           coalesce(h.hour_orders, array_fill(0, ARRAY[24])) AS hour_orders,
           coalesce(h.hour_sales, array_fill(0::bigint, ARRAY[24])) AS hour_sales,
           coalesce(o.promo_uses, 0) AS promo_uses, coalesce(o.promo_discount, 0) AS promo_discount,
           coalesce(r.reservations, 0) AS reservations, coalesce(r.guests, 0) AS guests,
           coalesce(r.completed, 0) AS completed, coalesce(r.no_show, 0) AS no_show,
           coalesce(s.stamps, 0) AS stamps, coalesce(e.earned, 0) AS earned,
           coalesce(x.redeemed, 0) AS redeemed, coalesce(p.issued, 0) AS issued,
           coalesce(p.spent, 0) AS spent, coalesce(m.joined, 0) AS joined
      FROM days d
      LEFT JOIN order_days o ON o.day = d.day
      LEFT JOIN hour_days h ON h.day = d.day
      LEFT JOIN reservation_days r ON r.day = d.day
      LEFT JOIN stamp_days s ON s.day = d.day
      LEFT JOIN earned_days e ON e.day = d.day
      LEFT JOIN redeemed_days x ON x.day = d.day
      LEFT JOIN point_days p ON p.day = d.day
      LEFT JOIN member_days m ON m.day = d.day
  ), items AS (
    INSERT INTO shop_insight_items (merchant_id, day, item_key, item_id, name, quantity, sales)
    SELECT p_merchant, s.day, coalesce('i' || l.item_id, 'n' || l.name), l.item_id, max(l.name),
           sum(l.quantity), sum(l.price::bigint * l.quantity)
      FROM sold s
     -- Each order's own lines, by its key: a day's few orders never read every line there is.
     CROSS JOIN LATERAL (SELECT * FROM shop_order_lines WHERE order_id = s.id) l
     GROUP BY s.day, coalesce('i' || l.item_id, 'n' || l.name), l.item_id
  ), branches AS (
    INSERT INTO shop_insight_branches (merchant_id, day, branch_key, branch_id, orders, sales)
    SELECT p_merchant, day, coalesce(branch_id, 0), branch_id, count(*), sum(total)
      FROM sold GROUP BY day, branch_id
  )
  INSERT INTO shop_insight_days (
    merchant_id, day, orders, sales, hour_orders, hour_sales, promo_uses, promo_discount,
    reservations, reservation_guests, reservations_completed, reservations_no_show,
    stamps_given, stamp_rewards_earned, stamp_rewards_redeemed, points_issued, points_spent,
    members_joined)
  SELECT p_merchant, day, orders, sales, hour_orders, hour_sales, promo_uses, promo_discount,
         reservations, guests, completed, no_show, stamps, earned, redeemed, issued, spent, joined
    FROM counted
   WHERE orders + reservations + completed + no_show + stamps + earned + redeemed + issued
         + spent + joined > 0;
  -- The months of those days, summed again from their day rows.
  DELETE FROM shop_insight_item_months
   WHERE merchant_id = p_merchant
     AND month = ANY (ARRAY(SELECT DISTINCT date_trunc('month', d::timestamp)::date
                              FROM unnest(p_days) d));
  INSERT INTO shop_insight_item_months (merchant_id, month, item_key, item_id, name, quantity,
                                        sales)
  SELECT p_merchant, m.month, i.item_key, max(i.item_id), max(i.name), sum(i.quantity),
         sum(i.sales)
    FROM (SELECT DISTINCT date_trunc('month', d::timestamp)::date AS month FROM unnest(p_days) d) m
    JOIN shop_insight_items i
      ON i.merchant_id = p_merchant AND i.day >= m.month
     AND i.day < (m.month + interval '1 month')::date
   GROUP BY m.month, i.item_key;
END
$$;

-- The visits of a shop's `p_customers`, counted again from their orders.
CREATE FUNCTION insights_recount_customers(p_merchant integer, p_customers integer[])
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM shop_insight_customers
   WHERE merchant_id = p_merchant AND customer_id = ANY (p_customers);
  INSERT INTO shop_insight_customers
    (merchant_id, customer_id, day, orders, sales, prev_day, next_day)
  SELECT p_merchant, v.customer_id, v.day, v.orders, v.sales,
         lag(v.day) OVER w, lead(v.day) OVER w
    FROM (SELECT o.customer_id, insights_day(o.placed_at) AS day, count(*) AS orders,
                 sum(o.total) AS sales
            FROM (SELECT DISTINCT c FROM unnest(p_customers) AS c) c
            JOIN shop_orders o ON o.customer_id = c.c
           WHERE o.merchant_id = p_merchant AND insights_sold(o.state)
           GROUP BY o.customer_id, insights_day(o.placed_at)) v
  WINDOW w AS (PARTITION BY v.customer_id ORDER BY v.day);
END
$$;

-- Counts a shop's stale days and customers again and clears their marks. One recount per shop
-- at a time (a transaction-scoped lock on the shop): a second one waits, then finds the marks
-- cleared. A mark written while a recount runs stays for the next one.
CREATE FUNCTION insights_refresh(p_merchant integer) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  v_days date[];
  v_customers integer[];
BEGIN
  IF NOT EXISTS (SELECT 1 FROM insight_stale_days WHERE merchant_id = p_merchant)
     AND NOT EXISTS (SELECT 1 FROM insight_stale_customers WHERE merchant_id = p_merchant) THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(39039, p_merchant);
  WITH claimed AS (
    DELETE FROM insight_stale_days WHERE merchant_id = p_merchant RETURNING day
  )
  SELECT array_agg(day) INTO v_days FROM claimed;
  WITH claimed AS (
    DELETE FROM insight_stale_customers WHERE merchant_id = p_merchant RETURNING customer_id
  )
  SELECT array_agg(customer_id) INTO v_customers FROM claimed;
  IF v_days IS NOT NULL THEN
    PERFORM insights_recount_days(p_merchant, v_days);
  END IF;
  IF v_customers IS NOT NULL THEN
    PERFORM insights_recount_customers(p_merchant, v_customers);
  END IF;
END
$$;

-- The item rows of a shop's two periods (the one from `p_from` to `p_to`, `current`, and the one
-- before it from `p_prev_from`): a period's whole calendar months from the month rows, its other
-- days from the day rows.
CREATE FUNCTION insights_item_rows(p_merchant integer, p_prev_from date, p_from date, p_to date)
RETURNS TABLE (item_key text, item_id integer, name text, quantity integer, sales bigint,
               current boolean)
LANGUAGE sql STABLE
BEGIN ATOMIC
  WITH periods AS (
    -- Each period's days, and its whole months as [first, after): none where first >= after.
    SELECT p_from AS starts, p_to AS ends, true AS current,
           (date_trunc('month', (p_from - 1)::timestamp) + interval '1 month')::date AS first,
           date_trunc('month', (p_to + 1)::timestamp)::date AS after
    UNION ALL
    SELECT p_prev_from, p_from - 1, false,
           (date_trunc('month', (p_prev_from - 1)::timestamp) + interval '1 month')::date,
           date_trunc('month', p_from::timestamp)::date
  )
  SELECT m.item_key, m.item_id, m.name, m.quantity, m.sales, p.current
    FROM periods p
    JOIN shop_insight_item_months m
      ON m.merchant_id = p_merchant AND m.month >= p.first AND m.month < p.after
  UNION ALL
  SELECT d.item_key, d.item_id, d.name, d.quantity, d.sales, p.current
    FROM periods p
    JOIN shop_insight_items d
      ON d.merchant_id = p_merchant AND d.day BETWEEN p.starts AND p.ends
     AND NOT (d.day >= p.first AND d.day < p.after);
END;

-- A shop's insights from `p_prev_from` to `p_to` (the period asked for starts at `p_from`; the
-- days before it are the period it is compared with), counted up to date first, as one JSON
-- value: the daily rows with the banners' and the page views' counts, the items' and the
-- branches' sums in each period with their names now, the customers' counts in each period,
-- and the days the shop's banners ran.
CREATE FUNCTION shop_insights(p_merchant integer, p_prev_from date, p_from date, p_to date)
RETURNS json
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM insights_refresh(p_merchant);
  RETURN json_build_object(
    'days', (
      SELECT coalesce(json_agg(json_build_array(
               coalesce(d.day, b.day, v.day), d.orders, d.sales, d.hour_orders, d.hour_sales,
               d.promo_uses, d.promo_discount, d.reservations, d.reservation_guests,
               d.reservations_completed, d.reservations_no_show, d.stamps_given,
               d.stamp_rewards_earned, d.stamp_rewards_redeemed, d.points_issued,
               d.points_spent, d.members_joined, b.impressions, b.clicks, v.views)), '[]'::json)
        FROM (SELECT * FROM shop_insight_days
               WHERE merchant_id = p_merchant AND day BETWEEN p_prev_from AND p_to) d
        FULL JOIN (SELECT * FROM shop_banner_days
                    WHERE merchant_id = p_merchant AND day BETWEEN p_prev_from AND p_to) b
          ON b.day = d.day
        FULL JOIN (SELECT * FROM shop_page_views
                    WHERE merchant_id = p_merchant AND day BETWEEN p_prev_from AND p_to) v
          ON v.day = coalesce(d.day, b.day)),
    'items', (
      SELECT coalesce(json_agg(json_build_array(
               i.item_id, coalesce(ci.name, i.name), ci.section_id, ms.name, i.quantity, i.sales,
               i.previous_quantity, i.previous_sales)), '[]'::json)
        FROM (SELECT item_key, max(item_id) AS item_id, max(name) AS name,
                     coalesce(sum(quantity) FILTER (WHERE current), 0) AS quantity,
                     coalesce(sum(sales) FILTER (WHERE current), 0) AS sales,
                     coalesce(sum(quantity) FILTER (WHERE NOT current), 0) AS previous_quantity,
                     coalesce(sum(sales) FILTER (WHERE NOT current), 0) AS previous_sales
                FROM insights_item_rows(p_merchant, p_prev_from, p_from, p_to)
               GROUP BY item_key) i
        LEFT JOIN catalogue_items ci ON ci.id = i.item_id AND ci.merchant_id = p_merchant
        LEFT JOIN menu_sections ms ON ms.id = ci.section_id),
    'branches', (
      SELECT coalesce(json_agg(json_build_array(
               x.branch_id, br.name, x.orders, x.sales, x.previous_orders, x.previous_sales)),
               '[]'::json)
        FROM (SELECT branch_key, branch_id,
                     coalesce(sum(orders) FILTER (WHERE day >= p_from), 0) AS orders,
                     coalesce(sum(sales) FILTER (WHERE day >= p_from), 0) AS sales,
                     coalesce(sum(orders) FILTER (WHERE day < p_from), 0) AS previous_orders,
                     coalesce(sum(sales) FILTER (WHERE day < p_from), 0) AS previous_sales
                FROM shop_insight_branches
               WHERE merchant_id = p_merchant AND day BETWEEN p_prev_from AND p_to
               GROUP BY branch_key, branch_id) x
        LEFT JOIN branches br ON br.id = x.branch_id AND br.merchant_id = p_merchant),
    -- Each period's first visits: its customers, the new ones, those who ordered once in it.
    'customers', (
      SELECT json_build_array(
               count(*), count(*) FILTER (WHERE prev_day IS NULL),
               count(*) FILTER (WHERE orders = 1 AND coalesce(next_day, 'infinity') > p_to))
        FROM shop_insight_customers
       WHERE merchant_id = p_merchant AND day BETWEEN p_from AND p_to
         AND coalesce(prev_day, '-infinity'::date) < p_from),
    'previous_customers', (
      SELECT json_build_array(
               count(*), count(*) FILTER (WHERE prev_day IS NULL),
               count(*) FILTER (WHERE orders = 1 AND coalesce(next_day, 'infinity') >= p_from))
        FROM shop_insight_customers
       WHERE merchant_id = p_merchant AND day BETWEEN p_prev_from AND p_from - 1
         AND coalesce(prev_day, '-infinity'::date) < p_prev_from),
    'banners', (
      SELECT coalesce(json_agg(json_build_array(
               insights_day(starts_at), insights_day(ends_at - interval '1 millisecond'))),
               '[]'::json)
        FROM ad_banners
       WHERE merchant_id = p_merchant
         AND starts_at < insights_day_start(p_to + 1)
         AND ends_at > insights_day_start(p_prev_from)));
END
$$;

/* ------------------------------- existing data ---------------------------- */

-- Every day and customer with something to count is stale until its first read.
INSERT INTO insight_stale_days (merchant_id, day)
SELECT merchant_id, insights_day(placed_at) FROM shop_orders WHERE insights_sold(state)
UNION SELECT merchant_id, date FROM reservations
UNION SELECT merchant_id, insights_day(created_at) FROM stamp_events
UNION SELECT merchant_id, insights_day(earned_at) FROM stamp_rewards
UNION SELECT merchant_id, insights_day(redeemed_at) FROM stamp_rewards WHERE redeemed_at IS NOT NULL
UNION SELECT merchant_id, insights_day(created_at) FROM point_entries
UNION SELECT merchant_id, insights_day(joined_at) FROM memberships;

INSERT INTO insight_stale_customers (merchant_id, customer_id)
SELECT DISTINCT merchant_id, customer_id FROM shop_orders WHERE insights_sold(state);
