-- The marketplace's shops side: each merchant's store page (profile, branches, catalogue) and the
-- photos it shows. A store belongs to one merchant; everything below it is keyed by that merchant
-- so that an ownership check is one comparison.

-- A photo as uploaded once and re-encoded to WebP at fixed widths (never wider than the original).
-- The id is random (not a counter) and a photo never changes, so its URL can be cached for ever.
CREATE TABLE photos (
  id text PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  -- The re-encoded original's size, for the width and height attributes that keep layouts still.
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX photos_merchant_id_idx ON photos (merchant_id);

CREATE TABLE photo_variants (
  photo_id text NOT NULL REFERENCES photos (id) ON DELETE CASCADE,
  width integer NOT NULL CHECK (width > 0),
  height integer NOT NULL CHECK (height > 0),
  bytes bytea NOT NULL,
  PRIMARY KEY (photo_id, width)
);

CREATE TABLE stores (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  -- The store page's address, /shops/{slug}: lower-case letters (any script), digits and hyphens.
  slug text NOT NULL UNIQUE CHECK (slug <> '' AND slug = lower(slug)),
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL DEFAULT '',
  category_id integer NOT NULL REFERENCES categories (id),
  township_id integer NOT NULL REFERENCES townships (id),
  address text NOT NULL DEFAULT '',
  phone text NOT NULL,
  -- Opening hours per weekday, as the contract's WeeklyHours (ISO weekdays; missing days closed).
  hours jsonb NOT NULL DEFAULT '[]',
  logo_photo_id text REFERENCES photos (id) ON DELETE SET NULL,
  cover_photo_id text REFERENCES photos (id) ON DELETE SET NULL,
  -- Null while unpublished. Listed = published + active subscription + verified phone.
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stores_category_idx ON stores (category_id) WHERE published_at IS NOT NULL;
CREATE INDEX stores_township_idx ON stores (township_id) WHERE published_at IS NOT NULL;

CREATE TABLE branches (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  address text NOT NULL DEFAULT '',
  township_id integer NOT NULL REFERENCES townships (id),
  phone text NOT NULL,
  hours jsonb NOT NULL DEFAULT '[]',
  position integer NOT NULL,
  -- As for catalogue items: a repeated creation with the same key answers the first branch.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX branches_merchant_idx ON branches (merchant_id, position);

-- Menu items are grouped in sections ('Noodles', 'Drinks'); products and services are not.
CREATE TABLE menu_sections (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  name text NOT NULL CHECK (name <> ''),
  position integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX menu_sections_merchant_idx ON menu_sections (merchant_id, position);

CREATE TABLE catalogue_items (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('product', 'service', 'menu_item')),
  -- A section that still holds items cannot be deleted: its items would silently lose their place.
  section_id integer REFERENCES menu_sections (id) ON DELETE RESTRICT,
  name text NOT NULL CHECK (name <> ''),
  description text NOT NULL DEFAULT '',
  -- Whole kyat (MMK has no minor unit in use).
  price integer NOT NULL CHECK (price >= 0),
  photo_id text REFERENCES photos (id) ON DELETE SET NULL,
  available boolean NOT NULL DEFAULT true,
  position integer NOT NULL,
  -- The client's Idempotency-Key of the call that created the item: a repeated call answers the
  -- first item instead of adding a second.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'menu_item') = (section_id IS NOT NULL)),
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX catalogue_items_merchant_idx ON catalogue_items (merchant_id, kind, position);
