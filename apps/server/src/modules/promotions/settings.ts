import type { ShopSettings } from '@atelier/contract';
import type { Queryable } from '../../platform/db.ts';

/**
 * The shop's settings: those staff saved in the back office, else the configuration's
 * (REFERRAL_REWARD, in dollars) until they first do.
 */
export async function shopSettings(
  q: Queryable,
  defaults: { referralReward: number },
): Promise<ShopSettings> {
  const [row] = await q.query<ShopSettings>(
    'select referral_reward_cents as "referralRewardCents" from shop_settings',
  );
  return row ?? { referralRewardCents: Math.round(defaults.referralReward * 100) };
}

export async function saveShopSettings(q: Queryable, settings: ShopSettings, now: Date) {
  await q.query(
    `insert into shop_settings (id, referral_reward_cents, updated_at) values (true, $1, $2)
     on conflict (id) do update set referral_reward_cents = excluded.referral_reward_cents,
                                    updated_at = excluded.updated_at`,
    [settings.referralRewardCents, now],
  );
}
