-- A shopper's open orders at a shop are counted from the index of open orders
-- (`shop_orders_customer_shop_open_idx`) rather than from all their orders. PL/pgSQL keeps a
-- generic plan for `order_facts`, in which the states asked for are a parameter: the planner
-- cannot tell that they are the index's, so it read every order the customer ever placed, and each
-- placement took longer than the one before. The same condition now also names the index's states.
-- The app's list of open states and this index's must change together (a test compares them).

CREATE OR REPLACE FUNCTION order_facts(
  p_merchant integer, p_customer integer, p_key text, p_branch integer, p_items integer[],
  p_open_states text[]
) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  RETURN (SELECT jsonb_build_object(
    'replay_id',
      (SELECT o.id FROM shop_orders o WHERE o.customer_id = p_customer AND o.idempotency_key = p_key),
    'blocked',
      EXISTS (SELECT 1 FROM blocked_customers bc
               WHERE bc.merchant_id = p_merchant AND bc.customer_id = p_customer),
    'open',
      (SELECT count(*)::int FROM shop_orders o
        WHERE o.customer_id = p_customer AND o.merchant_id = p_merchant
          AND o.state = ANY (p_open_states)
          -- The open states as the index of open orders names them: a plan kept for the connection
          -- (with `p_open_states` unknown) reads that index alone, not every order of the customer.
          AND o.state IN ('placed', 'accepted', 'ready')),
    'customer_name', c.name,
    'customer_phone', c.phone,
    'branch',
      (SELECT jsonb_build_object('name', b.name) FROM branches b
        WHERE b.id = p_branch AND b.merchant_id = p_merchant),
    'items',
      coalesce((SELECT jsonb_agg(jsonb_build_object('id', i.id, 'kind', i.kind, 'name', i.name,
                                                    'price', i.price, 'available', i.available)
                                 ORDER BY i.id)
                  FROM catalogue_items i WHERE i.merchant_id = p_merchant AND i.id = ANY (p_items)),
               '[]'::jsonb),
    'member_discount',
      (SELECT p.discount_percent FROM memberships m
         JOIN membership_programs p ON p.merchant_id = m.merchant_id AND p.enabled
        WHERE m.merchant_id = p_merchant AND m.customer_id = p_customer))
    FROM customers c WHERE c.id = p_customer);
END
$$;
