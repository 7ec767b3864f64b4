-- Payment at the counter or on delivery: the shop marks an order 'Paid' with how it was paid, cash
-- or the shopper's own wallet transfer, once. Both columns are set together or not at all.
ALTER TABLE shop_orders
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN paid_method text CHECK (paid_method IN ('cash', 'wallet')),
  ADD CONSTRAINT shop_orders_paid_together CHECK ((paid_at IS NULL) = (paid_method IS NULL));
