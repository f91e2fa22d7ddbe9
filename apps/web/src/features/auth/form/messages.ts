import type { TFunction } from '../../../shared/i18n/i18n.ts';
import { ApiError } from '../../../shared/api/client.ts';

// The contract's zod rules and the server answer in English (SPEC's exact texts); the shopper reads
// them in their language. Unknown texts are shown as they are rather than hidden.
const KEYS = {
  'Email is required': 'validation.emailRequired',
  'Invalid email': 'validation.invalidEmail',
  'Password is required': 'validation.passwordRequired',
  'Minimum 6 characters': 'validation.passwordMin',
  'Maximum 128 characters': 'validation.passwordMax',
  'Password must be at least 6 characters': 'validation.newPasswordMin',
  'Name is required': 'validation.nameRequired',
  'Name must be at least 2 characters': 'validation.nameMin',
  'Confirm Password is required': 'validation.confirmRequired',
  'Passwords must match': 'validation.passwordsMustMatch',
  'Passwords do not match.': 'validation.passwordsDoNotMatch',
  'OTP is required': 'validation.otpRequired',
  'OTP must be 6 digits': 'validation.otpDigits',
  'Invalid referral code': 'validation.invalidReferral',
  'Phone is required': 'validation.phoneRequired',
  'Invalid phone number': 'validation.phoneInvalid',
  'Flat / house no. is required': 'validation.flatNoRequired',
  'Address line 1 is required': 'validation.line1Required',
  'Zip code is required': 'validation.zipRequired',
  'Country is required': 'validation.countryRequired',
  'City is required': 'validation.cityRequired',
  'Region is required': 'validation.regionRequired',
  'Choose a region from the list': 'validation.regionFromList',
  'This country has no regions': 'validation.noRegions',
  'Choose a country from the list': 'validation.countryFromList',
  'Login successful': 'auth.server.loginSuccessful',
  'Registration successful': 'auth.server.registrationSuccessful',
  'OTP sent to your email': 'auth.server.otpSent',
  'OTP verified': 'auth.server.otpVerified',
  'Password updated successfully': 'auth.server.passwordUpdated',
  'Invalid email or password': 'auth.server.invalidCredentials',
  'An account with this email already exists': 'auth.server.emailTaken',
  'Invalid OTP': 'auth.server.invalidOtp',
  'Please verify the OTP first': 'auth.server.verifyFirst',
  'Please sign in': 'auth.server.signIn',
  'OTP verified. You can now set a new password.': 'account.otpVerified',
  'Password updated successfully!': 'account.passwordUpdated',
  'Paid plans are paid at checkout': 'subscription.paidAtCheckout',
  'Cancel your plan to go back to Silver': 'subscription.cancelToSilver',
} as const;

const WITH_NUMBER = [
  [/^Too many attempts\. Try again in (\d+) seconds\.$/, 'auth.server.tooManyAttempts'],
  [/^Please wait (\d+) seconds before requesting a new code$/, 'auth.server.waitForCode'],
  [/ must be at most (\d+) characters$/, 'validation.tooLong'],
] as const;

/** A rule's or the server's English text in the shopper's language. */
export function translateMessage(t: TFunction, text: string): string {
  const key = KEYS[text as keyof typeof KEYS];
  if (key) return t(key);
  for (const [pattern, numberKey] of WITH_NUMBER) {
    const match = pattern.exec(text);
    // A number, so the label takes its plural form (1 second, 1 seconde).
    if (match) return t(numberKey, { count: Number(match[1]), max: match[1] });
  }
  return text;
}

/** The server's own text of a failed call (API.md's error message, or an auth text), if it sent one. */
export function serverText(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  return error.message || undefined;
}

/** SPEC §8: the server's text when it gave one, else the screen's own fallback. */
export function errorText(t: TFunction, error: unknown, fallback: string): string {
  const text = serverText(error);
  return text ? translateMessage(t, text) : fallback;
}

/** Seconds to wait named by a 429 answer ("... in N seconds ..."), if any. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const seconds = /(\d+) seconds/.exec(error.message)?.[1];
  return seconds ? Number(seconds) : undefined;
}
