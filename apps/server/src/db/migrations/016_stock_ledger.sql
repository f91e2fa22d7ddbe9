-- Every change of a variant's stock is a row here: a sale, a cancellation or expiry putting it back,
-- an import, a manual adjustment with its reason. variants.stock always equals the sum of its rows:
-- stock moves only through moveStock (modules/stock/ledger.ts), which writes both in one statement.
create table stock_ledger (
  id bigint generated always as identity primary key,
  at timestamptz not null default now(),
  -- Kept when the variant is deleted; the SKU says which one it was.
  variant_id integer references variants (id) on delete set null,
  sku text not null,
  delta integer not null check (delta <> 0),
  stock_after integer not null check (stock_after >= 0),
  reason text not null check (reason in
    ('opening', 'import', 'sale', 'cancellation', 'return', 'count', 'damaged', 'received', 'other')),
  note text not null default '',
  order_id integer references orders (id) on delete set null,
  staff_email text
);
create index stock_ledger_variant_idx on stock_ledger (variant_id, id desc);
create index stock_ledger_sku_idx on stock_ledger (sku, id desc);

-- The stock held before the ledger existed opens it.
insert into stock_ledger (variant_id, sku, delta, stock_after, reason)
select id, sku, stock, stock, 'opening' from variants where stock > 0 order by id;
