import type { StaffRole } from '@atelier/contract';
import { Link, useLocation } from '@atelier/ui/router';
import { useTranslation } from '../shared/i18n.ts';
import { adminPath } from '../shared/paths.ts';
import { Icon } from './icons.tsx';
import { mayOpen, screens, type NavGroup } from './routes.ts';
import styles from './Shell.module.css';

const GROUPS: NavGroup[] = ['overview', 'sales', 'catalog', 'settings'];

/** The screens this member may open, grouped; the current one is marked for screen readers. */
export function SideNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = screens.filter((screen) => screen.nav && mayOpen(screen, role));
  // The longest matching path is current: /admin/stock/low, not /admin/stock or /admin.
  const current = items
    .filter(
      (s) => pathname === s.path || (s.path !== adminPath() && pathname.startsWith(`${s.path}/`)),
    )
    .sort((a, b) => b.path.length - a.path.length)[0];
  return (
    <nav aria-label={t('nav.label')} className={styles.nav}>
      {GROUPS.map((group) => {
        const inGroup = items.filter((screen) => screen.nav!.group === group);
        if (!inGroup.length) return null;
        return (
          <div key={group} className={styles.group}>
            <p className={styles.groupName} id={`nav-${group}`}>
              {t(`nav.groups.${group}`)}
            </p>
            <ul aria-labelledby={`nav-${group}`}>
              {inGroup.map((screen) => (
                <li key={screen.path}>
                  <Link
                    to={screen.path}
                    className={styles.navLink}
                    aria-current={screen === current ? 'page' : undefined}
                  >
                    <Icon name={screen.nav!.icon} />
                    {t(screen.nav!.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </nav>
  );
}
