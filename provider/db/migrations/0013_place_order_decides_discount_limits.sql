-- place_order decides a first-order discount itself, inside the transaction that writes the
-- order: checked before it (as it was), two checkouts paid at the same moment by one new buyer
-- both found no earlier order and both got the discount. Unit prices are read as 64-bit cents,
-- as the order columns now store them (migration 0012).
DROP FUNCTION "place_order"(text, jsonb, jsonb);--> statement-breakpoint
-- Places the order for a cart the caller has priced: `p_lines` are the line items it priced
-- (with variant_id, quantity and unit_price_cents), `p_order` the order's fields, and
-- `p_first_order_only` whether its discount is for a buyer's first order only. Answers
--   {"kind": "placed", "order": {…}, "tookTrackedStock": bool}
--   {"kind": "completed"}                the cart already became an order
--   {"kind": "gone"}                     no such cart
--   {"kind": "changed"}                  the cart's lines or prices differ from what was priced
--   {"kind": "sold-out", "variants": […]} tracked stock no longer covers these variants
--   {"kind": "discount", "problem": "not-first-order"}  the buyer has ordered before
-- Nothing is written unless the order is placed.
CREATE FUNCTION "place_order"(
  p_cart_token text, p_order jsonb, p_lines jsonb, p_first_order_only boolean DEFAULT false)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_completed_at timestamptz;
  v_sold_out jsonb;
  v_tracked boolean;
  v_order jsonb;
  v_email text := lower(trim(p_order ->> 'email'));
  v_customer_id integer := (p_order ->> 'customer_id')::integer;
BEGIN
  -- Two submits of one cart queue up here; the second finds it completed.
  SELECT completed_at INTO v_completed_at FROM carts WHERE token = p_cart_token FOR UPDATE;
  IF NOT FOUND THEN
    RETURN jsonb_build_object('kind', 'gone');
  END IF;
  IF v_completed_at IS NOT NULL THEN
    RETURN jsonb_build_object('kind', 'completed');
  END IF;
  IF (SELECT array_agg(line ORDER BY line) FROM (
        SELECT l.variant_id || ':' || l.quantity || ':' || round(v.price * 100) AS line
          FROM cart_lines l JOIN product_variants v ON v.id = l.variant_id
         WHERE l.cart_token = p_cart_token) AS current_lines)
     IS DISTINCT FROM
     (SELECT array_agg(line ORDER BY line) FROM (
        SELECT w.variant_id || ':' || w.quantity || ':' || w.unit_price_cents AS line
          FROM jsonb_to_recordset(p_lines)
            AS w(variant_id bigint, quantity integer, unit_price_cents bigint)) AS priced_lines)
  THEN
    RETURN jsonb_build_object('kind', 'changed');
  END IF;
  IF p_first_order_only THEN
    -- Checkouts of one buyer (by email, and by account when signed in) queue up here until the
    -- first commits, so the next one sees its order. Transaction-scoped advisory locks, taken in
    -- key order so that two buyers' checkouts cannot deadlock; each statement below reads what
    -- was committed before it started, so the order placed meanwhile is seen.
    PERFORM pg_advisory_xact_lock(k.key)
       FROM (SELECT DISTINCT hashtextextended(name, 0) AS key
               FROM unnest(ARRAY['boutique buyer email ' || v_email,
                                 'boutique buyer customer ' || v_customer_id]) AS name
              WHERE name IS NOT NULL) AS k
      ORDER BY k.key;
    IF EXISTS (SELECT 1 FROM orders
                WHERE lower(email) = v_email
                   OR (v_customer_id IS NOT NULL AND customer_id = v_customer_id)) THEN
      RETURN jsonb_build_object('kind', 'discount', 'problem', 'not-first-order');
    END IF;
  END IF;
  -- Locked in id order, so concurrent checkouts of the same variants cannot deadlock.
  PERFORM 1 FROM product_variants
    WHERE id IN (SELECT w.variant_id FROM jsonb_to_recordset(p_lines) AS w(variant_id bigint))
    ORDER BY id FOR UPDATE;
  WITH wanted AS (
    SELECT w.variant_id, sum(w.quantity) AS quantity
      FROM jsonb_to_recordset(p_lines) AS w(variant_id bigint, quantity integer)
     GROUP BY w.variant_id
  )
  SELECT coalesce(jsonb_agg(v.id ORDER BY v.id)
           FILTER (WHERE v.inventory_tracked AND v.inventory_quantity < wanted.quantity), '[]'),
         coalesce(bool_or(v.inventory_tracked), false)
    INTO v_sold_out, v_tracked
    FROM wanted JOIN product_variants v ON v.id = wanted.variant_id;
  IF jsonb_array_length(v_sold_out) > 0 THEN
    RETURN jsonb_build_object('kind', 'sold-out', 'variants', v_sold_out);
  END IF;
  UPDATE product_variants v SET inventory_quantity = v.inventory_quantity - wanted.quantity
    FROM (SELECT w.variant_id, sum(w.quantity) AS quantity
            FROM jsonb_to_recordset(p_lines) AS w(variant_id bigint, quantity integer)
           GROUP BY w.variant_id) AS wanted
   WHERE v.id = wanted.variant_id;
  v_order := insert_order(p_order, p_lines, '[]');
  UPDATE carts SET completed_at = (v_order ->> 'processed_at')::timestamptz,
                   updated_at = (v_order ->> 'processed_at')::timestamptz
   WHERE token = p_cart_token;
  RETURN jsonb_build_object('kind', 'placed', 'order', v_order, 'tookTrackedStock', v_tracked);
END
$$;
