-- The marketplace's search. Burmese is written without spaces between words, so full-text search
-- (which splits text into words) cannot find 'လက်ဖက်' in 'လက်ဖက်ရည်ဆိုင်'. The search looks for each
-- typed term as a plain substring (strpos: no pattern characters, so '%' and '_' are literal) in
-- one document per store: its name, its description and every catalogue item's name and
-- description, lower-cased and NFC-normalised. Triggers keep the documents current whoever writes
-- the store or its items.

-- The one normalisation of both the documents and the typed terms, so that they always agree.
CREATE FUNCTION marketplace_normalise(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN normalize(lower(input), NFC);

CREATE TABLE store_search (
  merchant_id integer PRIMARY KEY REFERENCES stores (merchant_id) ON DELETE CASCADE,
  -- The shop's name alone: a match there ranks before a match in the catalogue; and the order of
  -- names (byte order of the normalised text) is the same on every server, whatever its collation.
  name text NOT NULL,
  document text NOT NULL
);

-- Rebuilds the documents of the given stores; stores that no longer exist are skipped (their row
-- went with them).
CREATE FUNCTION refresh_store_search(store_ids integer[]) RETURNS void
  LANGUAGE sql
  BEGIN ATOMIC
    INSERT INTO store_search (merchant_id, name, document)
    SELECT st.merchant_id,
           marketplace_normalise(st.name),
           marketplace_normalise(concat_ws(E'\n', st.name, st.description, (
             SELECT string_agg(i.name || E'\n' || i.description, E'\n' ORDER BY i.id)
               FROM catalogue_items i
              WHERE i.merchant_id = st.merchant_id)))
      FROM stores st
     WHERE st.merchant_id = ANY (store_ids)
    ON CONFLICT (merchant_id) DO UPDATE
      SET name = EXCLUDED.name, document = EXCLUDED.document;
  END;

CREATE FUNCTION store_search_store_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_store_search(ARRAY[NEW.merchant_id]);
  RETURN NULL;
END
$$;

CREATE TRIGGER store_search_store
  AFTER INSERT OR UPDATE OF name, description ON stores
  FOR EACH ROW EXECUTE FUNCTION store_search_store_changed();

-- Items arrive and leave many at a time (a whole catalogue, a cascade): once per statement.
CREATE FUNCTION store_search_items_added() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_store_search(ARRAY(SELECT DISTINCT merchant_id FROM added_items));
  RETURN NULL;
END
$$;

CREATE FUNCTION store_search_items_removed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_store_search(ARRAY(SELECT DISTINCT merchant_id FROM removed_items));
  RETURN NULL;
END
$$;

CREATE TRIGGER store_search_items_insert
  AFTER INSERT ON catalogue_items REFERENCING NEW TABLE AS added_items
  FOR EACH STATEMENT EXECUTE FUNCTION store_search_items_added();

CREATE TRIGGER store_search_items_delete
  AFTER DELETE ON catalogue_items REFERENCING OLD TABLE AS removed_items
  FOR EACH STATEMENT EXECUTE FUNCTION store_search_items_removed();

-- Edits one item at a time; reordering or switching availability changes no searched text.
CREATE FUNCTION store_search_item_changed() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_store_search(ARRAY[OLD.merchant_id, NEW.merchant_id]);
  RETURN NULL;
END
$$;

CREATE TRIGGER store_search_item_update
  AFTER UPDATE OF name, description, merchant_id ON catalogue_items
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name
        OR OLD.description IS DISTINCT FROM NEW.description
        OR OLD.merchant_id IS DISTINCT FROM NEW.merchant_id)
  EXECUTE FUNCTION store_search_item_changed();

SELECT refresh_store_search(ARRAY(SELECT merchant_id FROM stores));

-- The public lists read published stores by slug (unique already), category and township (010's
-- partial indexes); the listing conditions are read through the merchant's primary key and the
-- one active subscription per merchant (003's unique index). Menu sections, items and branches
-- are read per store in display order (010's indexes).
