-- Plans paid for what they cost, in MMK; the subscription's life after its end; receipts.
--
-- A pending order keeps the prices of the moment it was made (the plan's price for its duration,
-- each add-on's list price), so that a price changed later never changes it, and the partner code
-- applied to it. An intent keeps the whole priced summary it was made for (`quote`): the charge is
-- exactly its total, and the receipt is written from it.
ALTER TABLE pending_orders
  ADD COLUMN plan_price integer CHECK (plan_price >= 0),
  ADD COLUMN partner_code_id integer;
UPDATE pending_orders o SET plan_price = CASE o.duration_month WHEN 3 THEN p.price_3month
                                                               WHEN 6 THEN p.price_6month
                                                               ELSE p.price_12month END
  FROM plans p WHERE p.id = o.plan_id;
ALTER TABLE pending_orders ALTER COLUMN plan_price SET NOT NULL;

ALTER TABLE pending_order_addons ADD COLUMN unit_price integer CHECK (unit_price >= 0);
UPDATE pending_order_addons a SET unit_price = t.price_3month
  FROM addon_types t WHERE t.id = a.addon_type_id;
ALTER TABLE pending_order_addons ALTER COLUMN unit_price SET NOT NULL;

-- Partner codes: the only way a partner discount reaches a charge. Made by an operator (a CLI
-- command until the back office exists). Stored upper case; a code gives a percentage (1 to 20)
-- or an amount off, until it is switched off, expires, or has been paid with max_uses times.
CREATE TABLE partner_codes (
  id serial PRIMARY KEY,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{3,32}$'),
  percent_off integer CHECK (percent_off BETWEEN 1 AND 20),
  amount_off integer CHECK (amount_off BETWEEN 1000 AND 10000000),
  partner text NOT NULL DEFAULT '',
  active boolean NOT NULL DEFAULT true,
  expires_at timestamptz,
  max_uses integer CHECK (max_uses >= 1),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off IS NULL)),
  CHECK (max_uses IS NULL OR uses <= max_uses)
);
ALTER TABLE pending_orders
  ADD CONSTRAINT pending_orders_partner_code_fk
  FOREIGN KEY (partner_code_id) REFERENCES partner_codes (id) ON DELETE SET NULL;

ALTER TABLE payment_intents
  ADD COLUMN quote jsonb,
  ADD COLUMN partner_code_id integer REFERENCES partner_codes (id);

-- The subscription's life: `ends_at` is the end of what was paid for; until `grace_ends_at` the
-- shop stays listed and entitled (and is told to renew); after it, it is expired: unlisted,
-- nothing deleted. `value` is what the period was worth before tax, in MMK (the upgrade credit
-- is its daily value); null for a period bought before prices were kept. A downgrade paid for
-- waits as `scheduled` until the current plan ends.
ALTER TABLE subscriptions
  ADD COLUMN grace_ends_at timestamptz,
  ADD COLUMN value integer CHECK (value >= 0);
UPDATE subscriptions SET grace_ends_at = ends_at + interval '7 days';
ALTER TABLE subscriptions ALTER COLUMN grace_ends_at SET NOT NULL;
-- A row written without a grace end (older code, the demo loader) gets the default seven days;
-- the payment code writes it from the GRACE_DAYS setting.
CREATE FUNCTION subscriptions_default_grace() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.grace_ends_at IS NULL THEN
    NEW.grace_ends_at := NEW.ends_at + interval '7 days';
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER subscriptions_default_grace
  BEFORE INSERT ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION subscriptions_default_grace();
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_grace_after_end CHECK (grace_ends_at >= ends_at);
ALTER TABLE subscriptions DROP CONSTRAINT subscriptions_status_check;
ALTER TABLE subscriptions ADD CONSTRAINT subscriptions_status_check
  CHECK (status IN ('active', 'replaced', 'scheduled'));
CREATE UNIQUE INDEX subscriptions_one_scheduled_per_merchant ON subscriptions (merchant_id)
  WHERE status = 'scheduled';
CREATE INDEX subscriptions_active_end_idx ON subscriptions (ends_at) WHERE status = 'active';

-- Gapless numbers per calendar year (Asia/Yangon) and kind ('R' receipts, 'C' credit notes):
-- the row is locked by the transaction that takes a number, so two never take the same one, and
-- a transaction rolled back takes none.
CREATE TABLE document_counters (
  prefix text NOT NULL CHECK (prefix IN ('R', 'C')),
  year integer NOT NULL,
  last integer NOT NULL CHECK (last >= 1),
  PRIMARY KEY (prefix, year)
);

-- Every successful payment's receipt, written once in the payment's transaction from what was
-- paid for: it never changes when prices, the shop's name or the platform's address do.
CREATE TABLE receipts (
  number text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  payment_id integer NOT NULL UNIQUE REFERENCES payments (id),
  issued_at timestamptz NOT NULL DEFAULT now(),
  document jsonb NOT NULL
);
CREATE INDEX receipts_merchant_idx ON receipts (merchant_id);

-- The reminders that a plan ends (7 days and 1 day before, and on the day), once each per end
-- date: a renewal moves the end, and the new end gets its own. A row is claimed (`sending`, with a
-- lease) before the SMS goes, so several API processes never send one twice, and a process that
-- dies while sending leaves a lease that runs out and is taken again.
CREATE TABLE subscription_reminders (
  subscription_id integer NOT NULL REFERENCES subscriptions (id) ON DELETE CASCADE,
  ends_at timestamptz NOT NULL,
  kind text NOT NULL CHECK (kind IN ('days7', 'days1', 'ended')),
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'due' CHECK (status IN ('due', 'sending', 'sent', 'failed')),
  lease_until timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  text text NOT NULL,
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (subscription_id, ends_at, kind)
);
CREATE INDEX subscription_reminders_open_idx ON subscription_reminders (created_at)
  WHERE status IN ('due', 'sending');
CREATE INDEX subscription_reminders_merchant_idx ON subscription_reminders (merchant_id, created_at DESC);

-- Listed until the grace ends, not the paid end.
CREATE OR REPLACE FUNCTION refresh_marketplace_shops(store_ids integer[]) RETURNS void
  LANGUAGE sql
  BEGIN ATOMIC
    INSERT INTO marketplace_shops (merchant_id, slug, name, sort_name, category_id, township_id,
                                   district_id, logo_photo_id, document, listed_until)
    SELECT st.merchant_id, st.slug, st.name, marketplace_normalise(st.name), st.category_id,
           st.township_id, t.district_id, st.logo_photo_id,
           marketplace_normalise(concat_ws(E'\n', st.name, st.description, (
             SELECT string_agg(i.name || E'\n' || i.description, E'\n' ORDER BY i.id)
               FROM catalogue_items i
              WHERE i.merchant_id = st.merchant_id))),
           CASE WHEN st.published_at IS NOT NULL AND m.phone_verified_at IS NOT NULL
                THEN (SELECT s.grace_ends_at FROM subscriptions s
                       WHERE s.merchant_id = st.merchant_id AND s.status = 'active')
           END
      FROM stores st
      JOIN merchants m ON m.id = st.merchant_id
      JOIN townships t ON t.id = st.township_id
     WHERE st.merchant_id = ANY (store_ids)
    ON CONFLICT (merchant_id) DO UPDATE SET
      slug = EXCLUDED.slug, name = EXCLUDED.name, sort_name = EXCLUDED.sort_name,
      category_id = EXCLUDED.category_id, township_id = EXCLUDED.township_id,
      district_id = EXCLUDED.district_id, logo_photo_id = EXCLUDED.logo_photo_id,
      document = EXCLUDED.document, listed_until = EXCLUDED.listed_until;
  END;

CREATE OR REPLACE FUNCTION marketplace_shop_page(page_slug text) RETURNS json
  LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (
    SELECT json_build_object(
      'slug', st.slug, 'name', st.name, 'description', st.description, 'address', st.address,
      'phone', st.phone, 'hours', st.hours, 'category_id', st.category_id,
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
                                          'hours', b.hours)
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
                                          'photo_id', i.photo_id, 'available', i.available)
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
       AND m.phone_verified_at IS NOT NULL
       AND s.status = 'active' AND s.grace_ends_at > now());
END
$$;

SELECT refresh_marketplace_shops(ARRAY(SELECT merchant_id FROM stores));
