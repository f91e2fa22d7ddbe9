import { z } from 'zod';
import { MarketQuery } from './catalog.ts';
import { Id, Language, Money, str } from './common.ts';

// Messages are SPEC §5's: the server answers them and the web forms show them (translated by key).

export const Email = str({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Invalid email')
  .email('Invalid email');

const SignInPassword = str({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Minimum 6 characters')
  .max(128, 'Maximum 128 characters');

/** A new password (auth password change and profile): SPEC's 'Password must be at least 6 characters'. */
export const NewPassword = str({ error: 'Password is required' })
  .min(1, 'Password is required')
  .min(6, 'Password must be at least 6 characters')
  .max(128, 'Maximum 128 characters');

export const Username = str({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must be at least 2 characters')
  .max(40, 'Name must be at most 40 characters');

export const Otp = str({ error: 'OTP is required' })
  .trim()
  .min(1, 'OTP is required')
  .regex(/^\d{6}$/, 'OTP must be 6 digits');

/** Auth endpoints answer text/plain: a success text, or the message to show the user. */
export const AuthText = str().meta({ description: 'text/plain' });

export const RegisterRequest = z
  .object({
    name: Username,
    email: Email,
    password: SignInPassword,
    confirmPassword: str({ error: 'Confirm Password is required' }).min(
      1,
      'Confirm Password is required',
    ),
    referral: str().trim().max(32, 'Invalid referral code').optional(),
    /** As at sign-in: the guest cart that joins the new account, which is signed in at once. */
    guestId: z.uuid().optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'Passwords must match',
  })
  .meta({ id: 'RegisterRequest' });
export type RegisterRequest = z.input<typeof RegisterRequest>;

export const LoginRequest = z
  .object({
    email: Email,
    password: SignInPassword,
    /** The guest cart key (session storage `uuid`), merged into the account's cart at sign-in. */
    guestId: z.uuid().optional(),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.input<typeof LoginRequest>;

export const ResetPasswordRequest = z.object({ email: Email, lang: Language.optional() });
export const VerifyOtpRequest = z.object({ email: Email, otp: Otp });
export const UpdatePasswordRequest = z.object({ email: Email, password: NewPassword });

export const SubscriptionType = str().meta({ description: 'The plan name' });

export const User = z
  .object({
    id: z.number().int(),
    email: str(),
    username: str(),
    subscriptionType: SubscriptionType,
    referral: str(),
    referredBy: str().nullable(),
    totalNumberReferrals: z.number().int(),
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof User>;

export const UserDetailsQuery = z.object({ userId: str().trim().toLowerCase().optional() });
export const UpdateUserRequest = z.object({ username: Username });

export const Message = z.object({ message: str() }).meta({ id: 'Message' });
export type Message = z.infer<typeof Message>;

// Fastify hands a missing body over as null.
export const ProfileOtpRequest = z.object({ lang: Language.optional() }).nullish();
export const ProfileVerifyOtpRequest = z.object({ otp: Otp });
/** SPEC §5: the profile compares and sends the trimmed password. */
export const ProfilePasswordRequest = z.object({
  password: str({ error: 'Password is required' })
    .trim()
    .min(1, 'Password is required')
    .min(6, 'Password must be at least 6 characters')
    .max(128, 'Maximum 128 characters'),
});

/**
 * pending: the friend has not paid yet; held: earned, spendable once the friend's order can no
 * longer be cancelled or returned (RETURN_WINDOW_DAYS after delivery); credited: spendable.
 */
export const CreditStatus = z.enum(['pending', 'held', 'credited']);
export const CreditEntry = z.object({
  status: CreditStatus,
  amount: Money,
  /** The friend who signed up with the code (their username). */
  refferedBy: str(),
  dateTime: str().meta({ description: 'ISO time' }),
});
export const CreditInfo = z
  .object({
    creditHistoryDto: z.array(CreditEntry),
    totalEarnings: Money,
    totalReferrals: z.number().int(),
    successfulReferrals: z.number().int(),
  })
  .meta({ id: 'CreditInfo' });
export type CreditInfo = z.infer<typeof CreditInfo>;
export const CreditParams = z.object({ email: Email });

export const Plan = z
  .object({
    id: z.number().int(),
    name: str(),
    price: Money.meta({ description: "A month's, in `currency`: the market's" }),
    currency: str(),
    description: str().meta({ description: 'Features separated by \\n' }),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;
export const PlansQuery = z.object({ lang: Language.default('en'), ...MarketQuery.shape });
export const SubscribeRequest = z.object({ planId: Id });

/** A paid plan's renewal: monthly until cancelled; a failed renewal is retried until GRACE_DAYS pass. */
export const PLAN_GRACE_DAYS = 7;
export const PlanSubscriptionStatus = z.enum(['active', 'past_due']);
export const PlanSubscription = z
  .object({
    plan: str().meta({ description: 'The plan name' }),
    price: Money.meta({ description: 'What each month costs, in `currency`' }),
    currency: str().meta({ description: 'That of the order that bought the plan' }),
    status: PlanSubscriptionStatus.meta({
      description: "past_due: the last renewal failed; it is retried until 'graceUntil'",
    }),
    currentPeriodEnd: z.iso
      .datetime({ offset: true })
      .meta({ description: 'When the plan renews, or ends when cancelled' }),
    cancelAtPeriodEnd: z.boolean(),
    graceUntil: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'PlanSubscription' });
export type PlanSubscription = z.infer<typeof PlanSubscription>;
/** The account's paid plan; null on Silver. */
export const CurrentPlan = z
  .object({ subscription: PlanSubscription.nullable() })
  .meta({ id: 'CurrentPlan' });
export type CurrentPlan = z.infer<typeof CurrentPlan>;

export const NewsletterRequest = z.object({ email: Email, lang: Language.optional() });
