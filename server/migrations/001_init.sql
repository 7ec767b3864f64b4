-- Reference data (seeded at start-up) and merchant accounts.

CREATE TABLE districts (
  id serial PRIMARY KEY,
  -- Short code that prefixes the district merchant ids of the district, e.g. YGN-E-000001.
  code text NOT NULL UNIQUE,
  name text NOT NULL UNIQUE,
  region text NOT NULL
);

CREATE TABLE townships (
  id serial PRIMARY KEY,
  district_id integer NOT NULL REFERENCES districts (id),
  name text NOT NULL UNIQUE
);
CREATE INDEX townships_district_id_idx ON townships (district_id);

CREATE TABLE categories (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  position integer NOT NULL
);

-- Plan and add-on ids are part of the wire contract (the client sends position + 1), so they are
-- fixed by the seed rather than generated.
CREATE TABLE plans (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  price_3month integer NOT NULL CHECK (price_3month >= 0),
  price_6month integer NOT NULL CHECK (price_6month >= 0),
  price_12month integer NOT NULL CHECK (price_12month >= 0),
  max_branches integer,
  max_users integer,
  max_posts_per_month integer,
  allow_stamp_card boolean NOT NULL,
  allow_point_collection boolean NOT NULL,
  allow_membership boolean NOT NULL
);

CREATE TABLE addon_types (
  id integer PRIMARY KEY,
  name text NOT NULL UNIQUE,
  price_3month integer NOT NULL CHECK (price_3month >= 0)
);

CREATE TABLE calculator_plans (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  price integer NOT NULL CHECK (price >= 0),
  position integer NOT NULL
);

CREATE TABLE calculator_addons (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  unit text NOT NULL,
  price integer NOT NULL CHECK (price >= 0),
  position integer NOT NULL
);

CREATE TABLE users (
  id serial PRIMARY KEY,
  name text NOT NULL,
  -- Normalised (no spaces, local 09… form) before it is stored, so one number has one spelling.
  phone text NOT NULL,
  email text NOT NULL,
  -- argon2id PHC string; the password itself is never stored.
  password_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_phone_key ON users (phone);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE merchants (
  id serial PRIMARY KEY,
  user_id integer NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  district_id integer NOT NULL REFERENCES districts (id),
  township_id integer NOT NULL REFERENCES townships (id),
  district_merchant_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The last sequence number handed out per district; incremented under a row lock so that two
-- registrations in the same district never get the same district merchant id.
CREATE TABLE district_merchant_counters (
  district_id integer PRIMARY KEY REFERENCES districts (id),
  last_value integer NOT NULL
);

CREATE TABLE auth_tokens (
  id serial PRIMARY KEY,
  -- SHA-256 (hex) of the bearer token; the token itself is only ever known to the client.
  token_hash text NOT NULL UNIQUE,
  user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  merchant_id integer REFERENCES merchants (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX auth_tokens_user_id_idx ON auth_tokens (user_id);
