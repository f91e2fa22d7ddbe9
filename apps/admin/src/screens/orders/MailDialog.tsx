import { useQuery } from '@tanstack/react-query';
import type { OrderMailKind } from '@atelier/contract';
import { BCP47 } from '@atelier/ui/languages';
import { Spinner } from '@atelier/ui/spinner';
import { ErrorNotice } from '../../shared/feedback/ErrorNotice.tsx';
import { Dialog } from '../../shared/form/Dialog.tsx';
import { useTranslation } from '../../shared/i18n.ts';
import { loadMailPreview } from './api.ts';
import styles from './orders.module.css';

/**
 * A mail of the order as the server sends it, in the order's language. Its HTML is drawn in a
 * sandboxed frame (no scripts, no same origin): it is the shop's, but never trusted with ours.
 */
export function MailDialog({
  code,
  kind,
  onClose,
}: {
  code: string;
  kind: OrderMailKind;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const mail = useQuery({
    queryKey: ['order', code, 'mail', kind],
    queryFn: () => loadMailPreview(code, kind),
  });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('orders.mailTitle', { kind: t(`orders.mails.${kind}`) })}
    >
      {mail.isPending ? (
        <Spinner label={t('list.loading')} />
      ) : mail.isError ? (
        <ErrorNotice error={mail.error} onRetry={() => void mail.refetch()} />
      ) : (
        <div className={styles.mail}>
          <dl className={styles.facts}>
            <div>
              <dt>{t('orders.mailTo')}</dt>
              <dd>{mail.data.to}</dd>
            </div>
            <div>
              <dt>{t('orders.mailSubject')}</dt>
              <dd lang={BCP47[mail.data.lang]}>{mail.data.subject}</dd>
            </div>
          </dl>
          <iframe
            className={styles.mailFrame}
            title={t('orders.mailBody')}
            sandbox=""
            srcDoc={mail.data.html}
          />
        </div>
      )}
    </Dialog>
  );
}
