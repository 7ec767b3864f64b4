-- Prices edited in the back office with the moment they take effect: a change of one plan (any of
-- its three prices and its limits) or one add-on (its price). Only the fields it sets are kept
-- (`changes`, a JSON object: a limit set to null means no limit). A change whose moment has come
-- is applied at once by the request that made it; a later one by the price job (several API
-- processes may run it: each change is claimed with its row locked, and applied once).
-- `before` keeps the values the change replaced, for the record.
--
-- Orders already made keep their own prices (pending_orders.plan_price,
-- pending_order_addons.unit_price), running subscriptions their own worth (subscriptions.value):
-- a price change touches neither.
CREATE TABLE price_changes (
  id serial PRIMARY KEY,
  plan_id integer REFERENCES plans (id),
  addon_type_id integer REFERENCES addon_types (id),
  changes jsonb NOT NULL CHECK (jsonb_typeof(changes) = 'object' AND changes <> '{}'::jsonb),
  effective_from timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'scheduled'
    CHECK (status IN ('scheduled', 'applied', 'cancelled')),
  before jsonb,
  applied_at timestamptz,
  cancelled_at timestamptz,
  operator_id integer NOT NULL REFERENCES operators (id),
  cancelled_by integer REFERENCES operators (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((plan_id IS NULL) <> (addon_type_id IS NULL)),
  CHECK ((status = 'applied') = (applied_at IS NOT NULL)),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL))
);
CREATE INDEX price_changes_due_idx ON price_changes (effective_from, id) WHERE status = 'scheduled';
CREATE INDEX price_changes_plan_idx ON price_changes (plan_id) WHERE plan_id IS NOT NULL;
CREATE INDEX price_changes_addon_idx ON price_changes (addon_type_id)
  WHERE addon_type_id IS NOT NULL;
CREATE INDEX price_changes_recent_idx ON price_changes (created_at DESC, id DESC)
  WHERE status <> 'scheduled';
