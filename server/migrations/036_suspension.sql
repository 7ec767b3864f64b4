-- A suspended shop is unlisted at once: its listing row keeps no `listed_until`, so every public
-- read that asks for a listed shop (the list, the search, the categories' counts, the store page,
-- banners, posts, orders, reservations and quotes placed at it) no longer finds it. Nothing of it
-- is deleted; lifting the suspension rebuilds the row, listed again if its subscription allows.

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
                     AND st.suspended_at IS NULL
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

-- The store page asks for the store itself too: a suspended shop's page answers as an unlisted
-- one does (not found), even before its listing row is rebuilt.
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
       AND st.suspended_at IS NULL
       AND m.phone_verified_at IS NOT NULL
       AND s.status = 'active' AND s.grace_ends_at > now());
END
$$;

-- The listing is rebuilt when a column it reads changes: now the suspension too.
DROP TRIGGER marketplace_store ON stores;
CREATE TRIGGER marketplace_store
  AFTER INSERT OR UPDATE OF merchant_id, slug, name, description, category_id, township_id,
                            logo_photo_id, cover_photo_id, hours, published_at, suspended_at
  ON stores
  FOR EACH ROW EXECUTE FUNCTION marketplace_row_changed();

-- The back office's queue: open reports newest first, and the reports of one post.
CREATE INDEX shop_reports_post_idx ON shop_reports (post_id) WHERE post_id IS NOT NULL;

SELECT refresh_marketplace_shops(ARRAY(SELECT merchant_id FROM stores));
