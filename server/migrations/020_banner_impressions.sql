-- Secrets the API processes on one database share, made by the first process that needs one (a
-- random value, inserted once: every later process reads the same row). The banner's impression
-- ids are signed with 'banner_impressions'.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  secret bytea NOT NULL CHECK (octet_length(secret) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The marketplace banner's latest impression per client (its network address and browser, as a
-- hash): the banner it showed, the impression's random id, when it was issued and when its one
-- click was counted. A client's views within the window are this one impression; after the window
-- the row is taken over by the client's next impression, and old rows are swept.
CREATE TABLE banner_views (
  client_key text PRIMARY KEY,
  impression_id text NOT NULL UNIQUE,
  banner_id integer NOT NULL REFERENCES ad_banners (id) ON DELETE CASCADE,
  issued_at timestamptz NOT NULL,
  clicked_at timestamptz
);
CREATE INDEX banner_views_issued_at_idx ON banner_views (issued_at);
CREATE INDEX banner_views_banner_id_idx ON banner_views (banner_id);
