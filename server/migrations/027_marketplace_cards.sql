-- The marketplace's cards show each shop's cover photo and whether it is open now (from its
-- opening hours), and the list puts the shops open now first: the listing row keeps the hours and
-- the cover beside what it kept already, rebuilt by the same triggers.

ALTER TABLE marketplace_shops ADD COLUMN hours jsonb NOT NULL DEFAULT '[]';
ALTER TABLE marketplace_shops ADD COLUMN cover_photo_id text;

CREATE OR REPLACE FUNCTION refresh_marketplace_shops(store_ids integer[]) RETURNS void
  LANGUAGE sql
  BEGIN ATOMIC
    INSERT INTO marketplace_shops (merchant_id, slug, name, sort_name, category_id, township_id,
                                   district_id, logo_photo_id, cover_photo_id, hours, document,
                                   listed_until)
    SELECT st.merchant_id, st.slug, st.name, marketplace_normalise(st.name), st.category_id,
           st.township_id, t.district_id, st.logo_photo_id, st.cover_photo_id, st.hours,
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
      cover_photo_id = EXCLUDED.cover_photo_id, hours = EXCLUDED.hours,
      document = EXCLUDED.document, listed_until = EXCLUDED.listed_until;
  END;

-- Whether hours (the contract's WeeklyHours: ISO weekdays, 'HH:MM', a span closing at or before
-- 24:00) are open at a minute of a weekday in Myanmar time; the same rule as the contract's
-- isOpenAt, which the cards use.
CREATE FUNCTION marketplace_open_at(p_hours jsonb, p_weekday integer, p_minute integer)
  RETURNS boolean
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN EXISTS (
    SELECT 1 FROM jsonb_array_elements(p_hours) AS s(span)
     WHERE (span ->> 'weekday')::integer = p_weekday
       AND p_minute >= split_part(span ->> 'opens', ':', 1)::integer * 60
                       + split_part(span ->> 'opens', ':', 2)::integer
       AND p_minute < split_part(span ->> 'closes', ':', 1)::integer * 60
                      + split_part(span ->> 'closes', ':', 2)::integer);

-- The listing is rebuilt when a column it reads changes: now the hours and the cover too.
DROP TRIGGER marketplace_store ON stores;
CREATE TRIGGER marketplace_store
  AFTER INSERT OR UPDATE OF merchant_id, slug, name, description, category_id, township_id,
                            logo_photo_id, cover_photo_id, hours, published_at ON stores
  FOR EACH ROW EXECUTE FUNCTION marketplace_row_changed();

SELECT refresh_marketplace_shops(ARRAY(SELECT merchant_id FROM stores));
