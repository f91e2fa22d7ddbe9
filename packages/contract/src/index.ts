export * from './common.ts';
export * from './catalog.ts';
export * from './operations.ts';
export * from './accounts.ts';
export * from './addresses.ts';
export * from './cart.ts';
export * from './orders.ts';
export * from './media.ts';
