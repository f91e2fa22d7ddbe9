export { ORDERS_KEY, statusLabel, useOrder, useOrders } from './api.ts';
export { OrdersView } from './OrdersView.tsx';
