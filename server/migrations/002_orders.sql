-- The merchant's pending order: the plan and add-ons chosen on the plans page and not yet paid.
-- One per merchant; a new addPlan replaces it and starts its add-ons afresh. Billing settles it.

CREATE TABLE pending_orders (
  merchant_id integer PRIMARY KEY REFERENCES merchants (id) ON DELETE CASCADE,
  plan_id integer NOT NULL REFERENCES plans (id),
  duration_month integer NOT NULL CHECK (duration_month IN (3, 6, 12)),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE TABLE pending_order_addons (
  merchant_id integer NOT NULL REFERENCES pending_orders (merchant_id) ON DELETE CASCADE,
  addon_type_id integer NOT NULL REFERENCES addon_types (id),
  quantity integer NOT NULL CHECK (quantity >= 1),
  remark text NOT NULL DEFAULT '',
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (merchant_id, addon_type_id)
);
