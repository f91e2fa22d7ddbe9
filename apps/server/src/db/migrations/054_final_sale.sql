-- A product sold as final sale (issue 29, contract "Markets": PUT /api/admin/products/{id} `finalSale`):
-- staff mark it in the editor; returns read it to refuse a return of it.
alter table products add column final_sale boolean not null default false;
