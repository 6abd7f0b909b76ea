-- Writing an order and placing one from a cart run inside the database: each is one statement
-- from the provider, so one round trip and one implicit transaction instead of a dozen (PGlite
-- spends far more on a statement than on a row). Rows are built from JSON keyed by column name
-- (jsonb_populate_record), so new columns need no change here.

-- An order with its line items and fulfilments; ids and the order number come from their
-- sequences. Returns the order row as JSON.
CREATE FUNCTION "insert_order"(p_order jsonb, p_lines jsonb, p_fulfilments jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_order orders;
BEGIN
  v_order := jsonb_populate_record(NULL::orders, p_order);
  v_order.id := nextval(pg_get_serial_sequence('orders', 'id'));
  v_order.number := nextval('order_numbers');
  v_order.name := '#' || v_order.number;
  INSERT INTO orders SELECT (v_order).*;
  INSERT INTO order_line_items
    SELECT r.* FROM jsonb_array_elements(p_lines) WITH ORDINALITY AS line(value, ordinal),
      LATERAL jsonb_populate_record(NULL::order_line_items, line.value || jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('order_line_items', 'id')),
        'order_id', v_order.id,
        'position', line.ordinal - 1)) AS r
    ORDER BY line.ordinal;
  INSERT INTO fulfillments
    SELECT r.* FROM jsonb_array_elements(p_fulfilments) WITH ORDINALITY AS f(value, ordinal),
      LATERAL jsonb_populate_record(NULL::fulfillments, f.value || jsonb_build_object(
        'id', nextval(pg_get_serial_sequence('fulfillments', 'id')),
        'order_id', v_order.id)) AS r
    ORDER BY f.ordinal;
  RETURN to_jsonb(v_order);
END
$$;--> statement-breakpoint
-- Places the order for a cart the caller has priced: `p_lines` are the line items it priced
-- (with variant_id, quantity and unit_price_cents), `p_order` the order's fields. Answers
--   {"kind": "placed", "order": {…}, "tookTrackedStock": bool}
--   {"kind": "completed"}                the cart already became an order
--   {"kind": "gone"}                     no such cart
--   {"kind": "changed"}                  the cart's lines or prices differ from what was priced
--   {"kind": "sold-out", "variants": […]} tracked stock no longer covers these variants
-- Nothing is written unless the order is placed.
CREATE FUNCTION "place_order"(p_cart_token text, p_order jsonb, p_lines jsonb)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_completed_at timestamptz;
  v_sold_out jsonb;
  v_tracked boolean;
  v_order jsonb;
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
            AS w(variant_id bigint, quantity integer, unit_price_cents integer)) AS priced_lines)
  THEN
    RETURN jsonb_build_object('kind', 'changed');
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
