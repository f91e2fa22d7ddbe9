import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: the code is the tracking number shoppers read out and type.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
const group = () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/** e.g. ATL-7K2M-9QXD: 31^8 codes, so a clash is rare and simply retried. */
export const newOrderCode = () => `ATL-${group()}-${group()}`;

/** e.g. R-7K2M-9QXD: a return's number, read out and typed like an order's. */
export const newReturnCode = () => `R-${group()}-${group()}`;
