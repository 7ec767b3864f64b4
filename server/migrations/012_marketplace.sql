-- The marketplace's list of shops: one row per store with what the public search filters, sorts
-- and shows, kept current by triggers whoever writes the store, its items, the merchant's phone or
-- the subscriptions. A search then reads one table instead of joining five for every shop.
--
-- Search: Burmese is written without spaces between words, so full-text search (which splits text
-- into words) cannot find 'လက်ဖက်' in 'လက်ဖက်ရည်ဆိုင်'. The search looks for each typed term as a
-- plain substring (strpos: no pattern characters, so '%' and '_' are literal) in `document`: the
-- store's name, its description and every catalogue item's name and description, lower-cased and
-- NFC-normalised.

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
);
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
