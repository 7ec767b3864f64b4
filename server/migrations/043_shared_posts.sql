-- The Social Media Content add-on: a post made while the add-on's shared posts of the month last
-- is a shared post (its own page, share image and share links); and the opens of a shared post's
-- page from each network (`?via=`), counted per Asia/Yangon day. Nothing about who opened it.
ALTER TABLE shop_posts ADD COLUMN shared boolean NOT NULL DEFAULT false;

CREATE TABLE post_opens (
  post_id integer NOT NULL REFERENCES shop_posts (id) ON DELETE CASCADE,
  -- The Asia/Yangon calendar day of the opens.
  day date NOT NULL,
  via text NOT NULL CHECK (via IN ('facebook', 'viber', 'telegram', 'link')),
  opens integer NOT NULL DEFAULT 0 CHECK (opens >= 0),
  PRIMARY KEY (post_id, day, via)
);
