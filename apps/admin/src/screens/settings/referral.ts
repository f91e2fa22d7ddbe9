import { ShopSettingsUpdate } from '@atelier/contract';
import type { TFunction } from '../../shared/i18n.ts';
import { parseCents } from '../orders/amount.ts';

/**
 * The referral reward as typed in dollars, as the settings the API stores (in cents), or what is
 * wrong with it in the staff member's language. The contract's bounds are the server's.
 */
export function readReward(
  t: TFunction,
  typed: string,
):
  | { settings: ShopSettingsUpdate; problem?: undefined }
  | { settings?: undefined; problem: string } {
  const cents = typed.trim() ? parseCents(typed) : null;
  if (cents === null || cents < 0) return { problem: t('settings.rewardInvalid') };
  const parsed = ShopSettingsUpdate.safeParse({ referralRewardCents: cents });
  if (!parsed.success) return { problem: t('settings.rewardTooLarge') };
  return { settings: parsed.data };
}
