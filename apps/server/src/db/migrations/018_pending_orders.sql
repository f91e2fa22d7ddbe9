-- A card order awaiting payment now keeps its lines in the shopper's cart until it is paid (the
-- cart is never lost to an abandoned payment page). Orders that were already waiting had emptied
-- the cart: their lines go back into it, so every pending order's lines are in its owner's cart.
insert into cart_lines (user_id, variant_id, qty, updated_at)
select o.user_id, oi.variant_id, least(sum(oi.qty), 99), now()
  from orders o join order_items oi on oi.order_id = o.id
 where o.status = 'PENDING_PAYMENT' and o.kind = 'goods' and oi.variant_id is not null
 group by o.user_id, oi.variant_id
on conflict (user_id, variant_id) where user_id is not null
do update set qty = least(cart_lines.qty + excluded.qty, 99);

-- The cart reads its owner's held units on every call: find their pending orders directly.
create index orders_user_pending_idx on orders (user_id) where status = 'PENDING_PAYMENT';
