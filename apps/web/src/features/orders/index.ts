export { ORDERS_KEY, statusLabel, useOrder, useOrders } from './api.ts';
export { OrdersView, type OrdersFilter } from './OrdersView.tsx';
