import { z } from 'zod';
import { Email } from './accounts.ts';
import { Id, str } from './common.ts';
import { isCountry, regionsOf } from './regions.ts';

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

/**
 * SPEC §5 "Address form (profile)"; the field names keep the contract's spellings. City and region
 * are ours (DECISIONS: "no address city or region"); country is a code of COUNTRY_CODES.
 */
const AddressShape = z.object({
  name: required('Name', 100),
  phone: required('Phone', 20).regex(/^[0-9+\-() ]{6,20}$/, 'Invalid phone number'),
  flatNo: required('Flat / house no.', 50),
  addrssLine1: required('Address line 1', 200),
  addrsesLine2: optionalText('Address line 2', 200),
  zipocode: required('Zip code', 20),
  city: required('City', 100),
  region: optionalText('Region', 60),
  country: required('Country', 60)
    .toUpperCase()
    .refine(isCountry, 'Choose a country from the list'),
  email: z
    .union([
      z.literal(''),
      str().trim().toLowerCase().max(254, 'Invalid email').email('Invalid email'),
    ])
    .nullish()
    .transform((v) => v ?? ''),
  default: z.boolean().optional(),
});

/** The region must be one of the country's where its post uses them, and absent elsewhere. */
function checkRegion(
  address: { country: string; region: string },
  ctx: z.core.$RefinementCtx<unknown>,
) {
  const regions = regionsOf(address.country);
  const message =
    regions.length === 0
      ? address.region && 'This country has no regions'
      : !address.region
        ? 'Region is required'
        : !regions.some((r) => r.code === address.region) && 'Choose a region from the list';
  if (message) ctx.addIssue({ code: 'custom', path: ['region'], message, input: address.region });
}

export const AddressFields = AddressShape.superRefine(checkRegion);
export type AddressFields = z.input<typeof AddressFields>;
/** A guest's delivery address at checkout: its email is required, the order's mails go there. */
export const GuestAddressFields = AddressShape.extend({ email: Email }).superRefine(checkRegion);

/** Never trusted: when present it must name the caller (their email or id). */
const UserRef = z.union([z.number(), str()]).optional();

export const AddressRequest = z
  .discriminatedUnion('action', [
    z.object({ action: z.literal('X'), userId: UserRef }),
    AddressShape.extend({ action: z.literal('I'), userId: UserRef }).superRefine(checkRegion),
    AddressShape.extend({ action: z.literal('U'), id: Id, userId: UserRef }).superRefine(
      checkRegion,
    ),
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
    city: str().meta({ description: "'' on an address saved before cities were asked for" }),
    region: str().meta({ description: "A code of the country's regions, or ''" }),
    zipocode: str(),
    country: str().meta({ description: 'A country code; an older address may hold its text' }),
    email: str(),
    default: z.boolean(),
  })
  .meta({ id: 'Address' });
export type Address = z.infer<typeof Address>;

export const AddressDeleted = z.object({ id: z.number().int() });
