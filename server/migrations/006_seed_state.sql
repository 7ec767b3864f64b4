-- The version (a hash) of the reference data last seeded, so that a start-up with unchanged seed
-- data skips the seed's upserts. One row.
CREATE TABLE seed_state (
  id integer PRIMARY KEY CHECK (id = 1),
  version text NOT NULL,
  seeded_at timestamptz NOT NULL DEFAULT now()
);
