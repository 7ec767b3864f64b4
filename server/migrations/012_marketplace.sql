-- The marketplace's list of shops: one row per store with what the public search filters, sorts
-- and shows, kept current by triggers whoever writes the store, its items, the merchant's phone or
-- the subscriptions. A search then reads one table instead of joining five for every shop.
--
-- Search: Burmese is written without spaces between words, so full-text search (which splits text
-- into words) cannot find 'လက်ဖက်' in 'လက်ဖက်ရည်ဆိုင်'. The search looks for each typed term as a
-- plain substring (strpos: no pattern characters, so '%' and '_' are literal) in `document`: the
-- store's name, its description and every catalogue item's name and description, lower-cased and
-- NFC-normalised.

-- The reference names in Burmese, beside the English ones (null: read the English name).
ALTER TABLE districts ADD COLUMN name_my text;
ALTER TABLE townships ADD COLUMN name_my text;
ALTER TABLE categories ADD COLUMN name_my text;

-- The one normalisation of both the documents and the typed terms, so that they always agree.
CREATE FUNCTION marketplace_normalise(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN normalize(lower(input), NFC);

CREATE TABLE marketplace_shops (
  merchant_id integer PRIMARY KEY REFERENCES stores (merchant_id) ON DELETE CASCADE,
  slug text NOT NULL,
  name text NOT NULL,
  -- The normalised name: a match there ranks before a match in the catalogue, and the order of
  -- names (their bytes, COLLATE "C") is the same on every server whatever its collation.
  sort_name text NOT NULL,
  category_id integer NOT NULL,
  township_id integer NOT NULL,
  district_id integer NOT NULL,
  logo_photo_id text,
  document text NOT NULL,
  -- Listed (published, phone verified, an active subscription) until this moment: the end of the
  -- active subscription (the entitlement repository's ACTIVE_SUBSCRIPTION: status 'active' and
  -- ends_at in the future). Null while not listed.
  listed_until timestamptz
)
-- Rewritten at every edit of the store or its catalogue: room in each page lets the new version
-- stay beside the old one (a HOT update), so the indexes need no new entries.
WITH (fillfactor = 70);
CREATE INDEX marketplace_shops_category_idx ON marketplace_shops (category_id);
CREATE INDEX marketplace_shops_township_idx ON marketplace_shops (township_id);
CREATE INDEX marketplace_shops_district_idx ON marketplace_shops (district_id);

-- Rebuilds the rows of the given stores; stores that no longer exist are skipped (their row went
-- with them).
CREATE FUNCTION refresh_marketplace_shops(store_ids integer[]) RETURNS void
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
                THEN (SELECT s.ends_at FROM subscriptions s
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

-- One row changed: its merchant's store (and the old one's, should a row move between merchants).
CREATE FUNCTION marketplace_row_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_marketplace_shops(ARRAY[NEW.merchant_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM refresh_marketplace_shops(ARRAY[OLD.merchant_id]);
  ELSE
    PERFORM refresh_marketplace_shops(ARRAY[OLD.merchant_id, NEW.merchant_id]);
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER marketplace_store
  AFTER INSERT OR UPDATE ON stores
  FOR EACH ROW EXECUTE FUNCTION marketplace_row_changed();

CREATE TRIGGER marketplace_subscription
  AFTER INSERT OR UPDATE OR DELETE ON subscriptions
  FOR EACH ROW EXECUTE FUNCTION marketplace_row_changed();

CREATE FUNCTION marketplace_merchant_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_marketplace_shops(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;

CREATE TRIGGER marketplace_merchant
  AFTER UPDATE OF phone_verified_at ON merchants
  FOR EACH ROW
  WHEN (OLD.phone_verified_at IS DISTINCT FROM NEW.phone_verified_at)
  EXECUTE FUNCTION marketplace_merchant_changed();

-- The reference data may move a township to another district.
CREATE FUNCTION marketplace_township_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_marketplace_shops(ARRAY(SELECT merchant_id FROM stores
                                           WHERE township_id = NEW.id));
  RETURN NULL;
END
$$;

CREATE TRIGGER marketplace_township
  AFTER UPDATE OF district_id ON townships
  FOR EACH ROW
  WHEN (OLD.district_id IS DISTINCT FROM NEW.district_id)
  EXECUTE FUNCTION marketplace_township_changed();

-- Items arrive and leave many at a time (a whole catalogue, a cascade): once per statement.
CREATE FUNCTION marketplace_items_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_marketplace_shops(ARRAY(SELECT DISTINCT merchant_id FROM added_items));
  RETURN NULL;
END
$$;

CREATE FUNCTION marketplace_items_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_marketplace_shops(ARRAY(SELECT DISTINCT merchant_id FROM removed_items));
  RETURN NULL;
END
$$;

CREATE TRIGGER marketplace_items_insert
  AFTER INSERT ON catalogue_items REFERENCING NEW TABLE AS added_items
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_items_added();

CREATE TRIGGER marketplace_items_delete
  AFTER DELETE ON catalogue_items REFERENCING OLD TABLE AS removed_items
  FOR EACH STATEMENT EXECUTE FUNCTION marketplace_items_removed();

-- An edit of an item's words; reordering or switching availability changes nothing searched.
CREATE TRIGGER marketplace_item_update
  AFTER UPDATE OF name, description, merchant_id ON catalogue_items
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
        OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id)
  EXECUTE FUNCTION marketplace_row_changed();

SELECT refresh_marketplace_shops(ARRAY(SELECT merchant_id FROM stores));

-- The listing row is found by the store page's address.
CREATE UNIQUE INDEX marketplace_shops_slug_idx ON marketplace_shops (slug);

-- A listed shop's store page as one JSON document, or null: ids where the answer has names and
-- photos (the repository adds those from its caches). A PL/pgSQL function because PL/pgSQL keeps
-- its statement's plan for the connection, where the same query sent as text is planned again on
-- every call; planning was most of its cost on PGlite. Listed is read twice over: from the
-- listing row, and from the store, the merchant and the subscription themselves.
CREATE FUNCTION marketplace_shop_page(page_slug text) RETURNS json
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
       AND s.status = 'active' AND s.ends_at > now());
END
$$;
