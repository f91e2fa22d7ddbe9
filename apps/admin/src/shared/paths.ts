import { ADMIN_APP_PATH } from '@atelier/contract';

/** A screen's address: the back office lives under /admin (the contract's ADMIN_APP_PATH). */
export const adminPath = (path = '') => `${ADMIN_APP_PATH}${path}`;
