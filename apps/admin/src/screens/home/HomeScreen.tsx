import { Link } from '@atelier/ui/router';
import { mayOpen, screens } from '../../app/routes.ts';
import { useStaff } from '../../app/session.ts';
import { Icon } from '../../app/icons.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { adminPath } from '../../shared/paths.ts';
import styles from './HomeScreen.module.css';

/** Where a member lands: a greeting and the screens their role opens. */
export default function HomeScreen() {
  const { t } = useTranslation();
  const me = useStaff().data;
  if (!me) return null;
  const tiles = screens.filter((s) => s.nav && s.path !== adminPath() && mayOpen(s, me.role));
  return (
    <div className="stack">
      <PageHeader title={t('home.title', { name: me.name })} description={t('home.text')} />
      <ul className={styles.tiles}>
        {tiles.map((screen) => (
          <li key={screen.path}>
            <Link to={screen.path} className={styles.tile}>
              <Icon name={screen.nav!.icon} />
              <span className={styles.label}>{t(screen.nav!.label)}</span>
              <span className={styles.about}>{t(screen.nav!.about)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
