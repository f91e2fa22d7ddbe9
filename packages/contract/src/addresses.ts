import { z } from 'zod';
import { Id, str } from './common.ts';

const required = (label: string, max: number) =>
  str({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  str()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => v ?? '');

/** SPEC §5 "Address form (profile)"; the field names keep the contract's spellings. */
export const AddressFields = z.object({
  name: required('Name', 100),
  phone: required('Phone', 20).regex(/^[0-9+\-() ]{6,20}$/, 'Invalid phone number'),
  flatNo: required('Flat / house no.', 50),
  addrssLine1: required('Address line 1', 200),
  addrsesLine2: optionalText('Address line 2', 200),
  zipocode: required('Zip code', 20),
  country: required('Country', 60),
  email: z
    .union([
      z.literal(''),
      str().trim().toLowerCase().max(254, 'Invalid email').email('Invalid email'),
    ])
    .nullish()
    .transform((v) => v ?? ''),
  default: z.boolean().optional(),
});
export type AddressFields = z.input<typeof AddressFields>;

/** Never trusted: when present it must name the caller (their email or id). */
const UserRef = z.union([z.number(), str()]).optional();

export const AddressRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('X'), userId: UserRef }),
    AddressFields.extend({ action: z.literal('I'), userId: UserRef }),
    AddressFields.extend({ action: z.literal('U'), id: Id, userId: UserRef }),
    z.object({ action: z.literal('D'), id: Id, userId: UserRef }),
  ])
  .meta({ id: 'AddressRequest' });
export type AddressRequest = z.input<typeof AddressRequest>;

export const Address = z
  .object({
    id: z.number().int(),
    userId: z.number().int(),
    name: str(),
    phone: str(),
    flatNo: str(),
    addrssLine1: str(),
    addrsesLine2: str(),
    zipocode: str(),
    country: str(),
    email: str(),
    default: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const AddressDeleted = z.object({ id: z.number().int() });
