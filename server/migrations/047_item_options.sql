-- Choices on an item: option groups ('Size', 'Extras') with their options, each adding its price
-- to the line. An order's line keeps the options chosen as they were (names in both languages and
-- prices), as it keeps the item's name and price.

CREATE TABLE item_option_groups (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  item_id integer NOT NULL REFERENCES catalogue_items (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  name_my text NOT NULL DEFAULT '',
  min_choices integer NOT NULL CHECK (min_choices >= 0),
  max_choices integer NOT NULL CHECK (max_choices >= 1 AND max_choices >= min_choices),
  -- The Idempotency-Key of the call that added the group: a repeated call answers the first group.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (item_id, idempotency_key)
);
CREATE INDEX item_option_groups_item_idx ON item_option_groups (item_id, position);
-- The store page asks which of a shop's items have choices.
CREATE INDEX item_option_groups_merchant_idx ON item_option_groups (merchant_id, item_id);

CREATE TABLE item_options (
  id serial PRIMARY KEY,
  group_id integer NOT NULL REFERENCES item_option_groups (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL CHECK (name <> ''),
  name_my text NOT NULL DEFAULT '',
  -- Whole kyat added to the item's price.
  price integer NOT NULL CHECK (price >= 0)
);
CREATE INDEX item_options_group_idx ON item_options (group_id, position);

-- The item's groups with their options, in order, as the contract's `OptionGroup`s ('[]': none).
CREATE FUNCTION item_option_groups_json(p_item integer) RETURNS jsonb
  LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_agg(jsonb_build_object(
           'id', g.id, 'name', g.name, 'name_my', g.name_my,
           'min', g.min_choices, 'max', g.max_choices,
           'options', (SELECT coalesce(jsonb_agg(jsonb_build_object(
                                 'id', o.id, 'name', o.name, 'name_my', o.name_my,
                                 'price', o.price) ORDER BY o.position, o.id), '[]'::jsonb)
                         FROM item_options o WHERE o.group_id = g.id))
           ORDER BY g.position, g.id), '[]'::jsonb)
    FROM item_option_groups g WHERE g.item_id = p_item
$$;

ALTER TABLE shop_order_lines ADD COLUMN options jsonb NOT NULL DEFAULT '[]';

-- The facts of a placement carry each item's groups from migration 048 (`order_facts`, redefined
-- there with delivery's open state): an option changed between reading and placing makes the facts
-- differ, and the order is placed again from what is there.

-- Placing with the facts read: as before, with each line's chosen options.
DROP FUNCTION place_checked_order(integer, integer, integer, text, text[], integer[], jsonb,
                                  integer, integer, integer, text, text, integer[], text[],
                                  integer[], integer[], jsonb, timestamptz);
CREATE FUNCTION place_checked_order(
  p_merchant integer, p_branch integer, p_customer integer, p_key text, p_open_states text[],
  p_items integer[], p_facts jsonb, p_subtotal integer, p_member_discount integer,
  p_total integer, p_note text, p_table text, p_line_items integer[], p_line_names text[],
  p_line_prices integer[], p_line_quantities integer[], p_event jsonb, p_pickup_at timestamptz,
  p_line_options jsonb[]
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
      INSERT INTO shop_order_lines (order_id, position, item_id, name, price, quantity, options)
      SELECT placed.id, l.ordinality - 1, l.item_id, l.name, l.price, l.quantity, l.options
        FROM placed,
             unnest(p_line_items, p_line_names, p_line_prices, p_line_quantities, p_line_options)
               WITH ORDINALITY AS l(item_id, name, price, quantity, options, ordinality)
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
