-- What each Idempotency-Key was first used for: a hash of the request (method, route, its
-- parameters and body) per key of one merchant or one customer. A key sent again with another
-- request (another body, another shop) is refused instead of answering the first request's result.
-- The first request claims the key by inserting its row (the primary key decides between two at
-- once); a request that is not answered with success gives the key back by deleting the row.
CREATE TABLE idempotency_requests (
  -- 'm:<merchant id>' or 'c:<customer id>': whose key it is.
  actor text NOT NULL,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  -- The owner, so the rows go with the merchant or customer.
  merchant_id integer REFERENCES merchants (id) ON DELETE CASCADE,
  customer_id integer REFERENCES customers (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (actor, idempotency_key),
  CHECK (num_nonnulls(merchant_id, customer_id) = 1)
);
CREATE INDEX idempotency_requests_merchant_idx ON idempotency_requests (merchant_id);
CREATE INDEX idempotency_requests_customer_idx ON idempotency_requests (customer_id);
