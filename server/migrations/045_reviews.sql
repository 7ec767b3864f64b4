-- Ratings and reviews of shops. A customer rates a shop once per visit: one review per completed
-- order or completed reservation of theirs, within 14 days of its completion (the repository
-- checks the window; the unique visit columns make "once" hold under any concurrency). The shop
-- replies once; an operator may hide a review that was reported, which takes it off the store page
-- and out of the shop's average.

-- When a visit was completed: set by the database as the state becomes 'completed', so no later
-- change of the row (marking it paid, say) moves the review window. Rows completed before this
-- migration take their last change as the moment.
ALTER TABLE shop_orders ADD COLUMN completed_at timestamptz;
ALTER TABLE reservations ADD COLUMN completed_at timestamptz;
UPDATE shop_orders SET completed_at = updated_at WHERE state = 'completed';
UPDATE reservations SET completed_at = updated_at WHERE state = 'completed';

CREATE FUNCTION visit_completed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.state = 'completed' AND OLD.state IS DISTINCT FROM 'completed' THEN
    NEW.completed_at := now();
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER shop_orders_completed_at BEFORE UPDATE OF state ON shop_orders
  FOR EACH ROW EXECUTE FUNCTION visit_completed_at();
CREATE TRIGGER reservations_completed_at BEFORE UPDATE OF state ON reservations
  FOR EACH ROW EXECUTE FUNCTION visit_completed_at();

CREATE TABLE shop_reviews (
  id serial PRIMARY KEY,
  merchant_id integer NOT NULL REFERENCES stores (merchant_id) ON DELETE CASCADE,
  customer_id integer NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- The visit rated: exactly one of the two, each rated at most once.
  order_id integer UNIQUE REFERENCES shop_orders (id) ON DELETE CASCADE,
  reservation_id integer UNIQUE REFERENCES reservations (id) ON DELETE CASCADE,
  stars smallint NOT NULL CHECK (stars BETWEEN 1 AND 5),
  text text NOT NULL DEFAULT '' CHECK (length(text) <= 1000),
  -- The shop's one reply.
  reply text CHECK (length(reply) BETWEEN 1 AND 1000),
  replied_at timestamptz,
  -- Hidden by an operator after a report: off the store page and out of the average.
  hidden_at timestamptz,
  -- The customer's Idempotency-Key: posting again with it answers the first review.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((order_id IS NULL) <> (reservation_id IS NULL)),
  CHECK ((reply IS NULL) = (replied_at IS NULL)),
  UNIQUE (customer_id, idempotency_key)
);
-- The store page's newest reviews, a page at a time, and the shop's own list.
CREATE INDEX shop_reviews_shop_idx ON shop_reviews (merchant_id, id DESC);

-- The shop's rating as its card and the search read it: the visible reviews' count and the sum of
-- their stars, kept by the reviews' trigger (increments, so concurrent reviews never lose one).
ALTER TABLE marketplace_shops
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0 CHECK (rating_count >= 0),
  ADD COLUMN rating_total integer NOT NULL DEFAULT 0 CHECK (rating_total >= 0);

CREATE FUNCTION shop_reviews_rating() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE marketplace_shops
       SET rating_count = rating_count - 1, rating_total = rating_total - OLD.stars
     WHERE merchant_id = OLD.merchant_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    UPDATE marketplace_shops
       SET rating_count = rating_count + 1, rating_total = rating_total + NEW.stars
     WHERE merchant_id = NEW.merchant_id;
  END IF;
  RETURN NULL;
END;
$$;
CREATE TRIGGER shop_reviews_rating AFTER INSERT OR DELETE OR UPDATE OF hidden_at, stars
  ON shop_reviews
  FOR EACH ROW EXECUTE FUNCTION shop_reviews_rating();

-- A report may name one review of the shop, as it may name a post.
ALTER TABLE shop_reports ADD COLUMN review_id integer REFERENCES shop_reviews (id)
  ON DELETE SET NULL;
CREATE INDEX shop_reports_review_idx ON shop_reports (review_id) WHERE review_id IS NOT NULL;
-- A merchant signed in may report a review too (of another shop, or of their own).
ALTER TABLE shop_reports ADD COLUMN merchant_reporter_id integer REFERENCES merchants (id)
  ON DELETE SET NULL;
