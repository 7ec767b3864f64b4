-- A wallet payment held for refund (late, or not what the order cost) never became a payment: no
-- row of `payments`, no receipt. Its refund answers the checkout instead: a refund is of a
-- payment or of a held checkout, never both, and a held checkout is refunded once, in full.
ALTER TABLE refunds
  ALTER COLUMN payment_id DROP NOT NULL,
  ADD CONSTRAINT refunds_of_payment_or_held CHECK ((payment_id IS NULL) <> (checkout_id IS NULL));
CREATE UNIQUE INDEX refunds_held_once ON refunds (checkout_id) WHERE checkout_id IS NOT NULL;
