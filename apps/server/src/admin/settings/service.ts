import type {
  AdminShopPage,
  ShopPageSlug,
  ShopPageUpdate,
  ShopSettings,
  ShopSettingsUpdate,
} from '@atelier/contract';
import { AppError } from '../../platform/errors.ts';
import {
  mediaExists,
  pageTexts,
  savePageTexts,
  saveShopSettings,
  shopSettings,
} from '../../modules/settings/repo.ts';
import { recordAudit } from '../audit/repo.ts';
import type { AdminDeps } from '../deps.ts';
import type { StaffMember } from '../session.ts';

/**
 * PUT /api/admin/settings: the fields sent replace the stored ones (the referral reward's form
 * sends its one field), in one transaction with the audit row of what changed.
 */
export function updateSettings(deps: AdminDeps, staff: StaffMember, update: ShopSettingsUpdate) {
  return deps.db.tx(async (q): Promise<ShopSettings> => {
    const now = deps.now();
    const before = await shopSettings(q, deps.config);
    const after = { ...before, ...update };
    if (after.logoMediaId && after.logoMediaId !== before.logoMediaId) {
      if (!(await mediaExists(q, after.logoMediaId))) {
        throw new AppError('VALIDATION', 'Upload the logo first', {
          logoMediaId: 'Upload the logo first',
        });
      }
    }
    await saveShopSettings(q, after, now);
    const change = { entity: 'settings', entityId: 'shop', action: 'update' } as const;
    await recordAudit(q, staff, { ...change, before, after }, now);
    return after;
  });
}

export async function adminPage(deps: AdminDeps, slug: ShopPageSlug): Promise<AdminShopPage> {
  return { slug, texts: await pageTexts(deps.db, slug) };
}

/** PUT /api/admin/pages/{slug}: the languages sent replace theirs, audited with the page. */
export function updatePage(
  deps: AdminDeps,
  staff: StaffMember,
  slug: ShopPageSlug,
  { texts }: ShopPageUpdate,
) {
  return deps.db.tx(async (q): Promise<AdminShopPage> => {
    const now = deps.now();
    const before = await pageTexts(q, slug);
    await savePageTexts(q, slug, texts, now);
    const after = await pageTexts(q, slug);
    const change = { entity: 'settings', entityId: `page:${slug}`, action: 'update' } as const;
    await recordAudit(q, staff, { ...change, before, after }, now);
    return { slug, texts: after };
  });
}
