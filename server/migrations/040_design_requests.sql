-- Stamp & Card Designs: what a merchant may ask a designer for, and the requests themselves.
--
-- The products and their extras are reference data with their prices in MMK, written here (the
-- words and prices of the add-on's page). A request keeps the prices of the day it was made.
CREATE TABLE design_products (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_]+$'),
  name text NOT NULL CHECK (name <> ''),
  name_my text NOT NULL CHECK (name_my <> ''),
  price integer NOT NULL CHECK (price >= 0),
  -- Its delivered design can go on the shop's stamp card.
  stamp_card boolean NOT NULL,
  position integer NOT NULL UNIQUE
);
INSERT INTO design_products (code, name, name_my, price, stamp_card, position) VALUES
  ('loyalty_stamp', 'Loyalty stamp', 'သစ္စာရှိဖောက်သည် တံဆိပ်', 8000, true, 1),
  ('gift_card', 'Gift card', 'လက်ဆောင်ကတ်', 10000, false, 2),
  ('stamp_set', 'Branded stamp set of 5', 'အမှတ်တံဆိပ်ပါ တံဆိပ် ၅ ခုတွဲ', 30000, true, 3);

CREATE TABLE design_extras (
  code text PRIMARY KEY CHECK (code ~ '^[a-z0-9_]+$'),
  name text NOT NULL CHECK (name <> ''),
  name_my text NOT NULL CHECK (name_my <> ''),
  price integer NOT NULL CHECK (price >= 0),
  position integer NOT NULL UNIQUE
);
INSERT INTO design_extras (code, name, name_my, price, position) VALUES
  ('mockups_3d', '3D mockups', 'သုံးဖက်မြင် နမူနာပုံများ', 5000, 1),
  ('animation', 'Animation', 'လှုပ်ရှားပုံ (အန်နီမေးရှင်း)', 8000, 2),
  ('printing', 'Printing coordination', 'ပုံနှိပ်ရေး ညှိနှိုင်းပေးခြင်း', 7000, 3);

-- A design request: made by submitting its brief, it uses one unit of the add-on bought with the
-- subscription in force then (`subscription_id`). Its state moves as contract/designs.ts says;
-- `revision_rounds` counts the rounds asked (two at most); `chosen_file_id` is the published
-- draft the merchant picked (one of this request's files: no foreign key, as the files refer to
-- the request).
CREATE TABLE design_requests (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  subscription_id integer REFERENCES subscriptions (id) ON DELETE SET NULL,
  product_code text NOT NULL REFERENCES design_products (code),
  product_price integer NOT NULL CHECK (product_price >= 0),
  brief text NOT NULL CHECK (brief <> '' AND char_length(brief) <= 2000),
  colours text[] NOT NULL DEFAULT '{}' CHECK (cardinality(colours) <= 5),
  -- A photo of the shop's as the logo (a logo uploaded with the request is one of its files).
  logo_photo_id text REFERENCES photos (id) ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN ('brief', 'consultation', 'drafts', 'review', 'revision',
                                       'final', 'delivered')),
  revision_rounds integer NOT NULL DEFAULT 0 CHECK (revision_rounds BETWEEN 0 AND 2),
  chosen_file_id integer,
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  CHECK ((state = 'delivered') = (delivered_at IS NOT NULL)),
  UNIQUE (merchant_id, idempotency_key)
);
CREATE INDEX design_requests_merchant_idx ON design_requests (merchant_id, id DESC);
CREATE INDEX design_requests_subscription_idx ON design_requests (subscription_id);
CREATE INDEX design_requests_open_idx ON design_requests (updated_at, id)
  WHERE state <> 'delivered';

-- The extras asked for with a request, at their prices of that day.
CREATE TABLE design_request_extras (
  request_id integer NOT NULL REFERENCES design_requests (id) ON DELETE CASCADE,
  extra_code text NOT NULL REFERENCES design_extras (code),
  price integer NOT NULL CHECK (price >= 0),
  PRIMARY KEY (request_id, extra_code)
);

-- A request's files, their bytes kept here as photos' are: the merchant's logo (no operator),
-- the designer's drafts (round 0: the concept drafts; 1 and 2: the revised versions) and finals.
-- Their type is decided by their content; a draft is the merchant's to see once published, the
-- finals once delivered. Unpublished ones are the designer's to remove.
CREATE TABLE design_files (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES design_requests (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('logo', 'draft', 'final')),
  round integer NOT NULL DEFAULT 0 CHECK (round BETWEEN 0 AND 2),
  name text NOT NULL CHECK (name <> '' AND char_length(name) <= 100),
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg', 'application/pdf')),
  bytes bytea NOT NULL,
  size integer NOT NULL CHECK (size > 0),
  uploaded_by integer REFERENCES operators (id),
  published_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'logo') = (uploaded_by IS NULL))
);
CREATE INDEX design_files_request_idx ON design_files (request_id, id);

-- What the two sides wrote: the designer's consultation note and notes, the merchant's revision
-- comments (each of its round).
CREATE TABLE design_comments (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES design_requests (id) ON DELETE CASCADE,
  author text NOT NULL CHECK (author IN ('merchant', 'designer')),
  operator_id integer REFERENCES operators (id),
  kind text NOT NULL CHECK (kind IN ('consultation', 'revision', 'note')),
  body text NOT NULL CHECK (body <> ''),
  round integer NOT NULL DEFAULT 0 CHECK (round BETWEEN 0 AND 2),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((author = 'designer') = (operator_id IS NOT NULL))
);
CREATE INDEX design_comments_request_idx ON design_comments (request_id, id);

-- A step of a request for the other side to hear of (`for_side`), written in the step's
-- transaction; unseen until that side marks it seen (any designer, for the designers).
CREATE TABLE design_events (
  id serial PRIMARY KEY,
  request_id integer NOT NULL REFERENCES design_requests (id) ON DELETE CASCADE,
  merchant_id integer NOT NULL REFERENCES merchants (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind ~ '^[a-zA-Z]+$'),
  for_side text NOT NULL CHECK (for_side IN ('merchant', 'designer')),
  seen_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX design_events_side_idx ON design_events (for_side, merchant_id, id DESC);
CREATE INDEX design_events_unseen_idx ON design_events (for_side, merchant_id)
  WHERE seen_at IS NULL;
