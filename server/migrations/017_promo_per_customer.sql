-- A promo code may limit how many times one customer uses it (null: as often as the code allows).
-- Counted from the customer's orders with the code that were not rejected or cancelled, under the
-- code's row lock, as its overall uses are.
ALTER TABLE promo_codes ADD COLUMN max_uses_per_customer integer
  CHECK (max_uses_per_customer IS NULL OR max_uses_per_customer > 0);

-- The per-customer count: a customer's orders with one code.
CREATE INDEX shop_orders_customer_promo_idx ON shop_orders (customer_id, promo_code_id)
  WHERE promo_code_id IS NOT NULL;
