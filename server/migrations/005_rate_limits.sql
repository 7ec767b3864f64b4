-- Attempt counters of the rate limiter (login, registration, the public contact form), one row per
-- key such as 'login:phone:0978123456' or 'login:address:203.0.113.7'. Kept in the database so
-- that every API process on it shares them. A fixed window: the count starts again once reset_at
-- has passed; expired rows are swept from time to time.

CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL CHECK (hits >= 1),
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);
