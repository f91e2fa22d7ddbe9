export * from './common.ts';
export * from './catalog.ts';
export * from './operations.ts';
