export { linkKey, ORDERS_KEY, statusLabel, useOrder, useOrderKey, useOrders } from './api.ts';
export { OrdersView, type OrdersFilter } from './OrdersView.tsx';
