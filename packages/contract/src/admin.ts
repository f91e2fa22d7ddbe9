import { z } from 'zod';
import { Email, NewPassword, Otp } from './accounts.ts';
import { Id, Language, str } from './common.ts';

// The back office's staff, sign-in and audit log (ADMIN-API.md). Catalog, stock and merchandising
// are in admin-catalog.ts and admin-merch.ts.

/** The staff session's cookie, apart from the shopper's; sent only to the admin API. */
export const STAFF_COOKIE = 'atelier_staff';
/** Where every admin endpoint lives; the back office app is served at /admin. */
export const ADMIN_API_PREFIX = '/api/admin';
/** Where the server serves the back office app (apps/admin, built with this as its base). */
export const ADMIN_APP_PATH = '/admin';

export const STAFF_ROLES = ['owner', 'catalog', 'fulfilment'] as const;
export const StaffRole = z.enum(STAFF_ROLES).meta({ id: 'StaffRole' });
export type StaffRole = z.infer<typeof StaffRole>;

/** An opaque position in a list: pass back the `nextCursor` of the page before. */
export const Cursor = str().regex(/^\d{1,18}$/, 'Invalid cursor');
export const PageLimit = z.coerce.number().int().min(1).max(100).default(50);

export function cursorPage<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), nextCursor: str().nullable() });
}

const StaffName = str().trim().min(1, 'Name is required').max(80, 'Maximum 80 characters');

export const Staff = z
  .object({
    id: z.number().int(),
    email: str(),
    name: str(),
    role: StaffRole,
    lang: Language,
    /** False for an invited member who has not set a password yet. */
    active: z.boolean(),
  })
  .meta({ id: 'Staff' });
export type Staff = z.infer<typeof Staff>;

export const StaffLoginRequest = z.object({
  email: Email,
  password: str().min(1, 'Password is required').max(128, 'Maximum 128 characters'),
});
export type StaffLoginRequest = z.infer<typeof StaffLoginRequest>;
export const StaffLoginAnswer = z.object({ otpRequired: z.literal(true) });
export const StaffVerifyRequest = z.object({ email: Email, otp: Otp });
export type StaffVerifyRequest = z.infer<typeof StaffVerifyRequest>;
/** Mails a code to set a password with (an invitation's code expired, or a forgotten password). */
export const StaffPasswordCodeRequest = z.object({ email: Email });
/** Days an invitation's link works; once used it works no more. */
export const STAFF_INVITE_DAYS = 7;
/** The back office's screen an invitation's link opens, with its token. */
export const staffInvitePath = (token: string) =>
  `${ADMIN_APP_PATH}/set-password?invite=${encodeURIComponent(token)}`;
export const StaffInviteToken = str().regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid invitation');

/** A password set by a mailed code (a forgotten password), or by an invitation's link. */
export const StaffSetPasswordRequest = z.union([
  z.object({ email: Email, otp: Otp, password: NewPassword }),
  z.object({ invite: StaffInviteToken, password: NewPassword }),
]);
export type StaffSetPasswordRequest = z.infer<typeof StaffSetPasswordRequest>;

export const StaffInvite = z.object({
  email: Email,
  name: StaffName,
  role: StaffRole,
  lang: Language.default('en'),
});
export type StaffInvite = z.infer<typeof StaffInvite>;
/** An owner changes a member; a member changes their own language through PATCH /me. */
export const StaffUpdate = z
  .object({ name: StaffName, role: StaffRole, lang: Language })
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type StaffUpdate = z.infer<typeof StaffUpdate>;
export const MeUpdate = z.object({ name: StaffName, lang: Language }).partial();
export const IdParams = z.object({ id: Id });

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: str(),
    staffId: z.number().int().nullable(),
    staffEmail: str(),
    entity: str(),
    entityId: str(),
    name: str().meta({
      description:
        "What changed, as people call it (a product's or category's English name, a review's product and author, an order's code, a customer's or member's email, a discount code); '' when it is gone",
    }),
    action: str(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;
export const AuditQuery = z.object({
  entity: str().trim().min(1).max(40).optional(),
  entityId: str().trim().min(1).max(100).optional(),
  staffId: Id.optional(),
  cursor: Cursor.optional(),
  limit: PageLimit,
});
export const AuditPage = cursorPage(AuditEntry).meta({ id: 'AuditPage' });
