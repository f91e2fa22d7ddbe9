import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from '@atelier/ui/router';
import { ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import type { NewsletterTokenRequest } from '@atelier/contract';
import { api } from '../../shared/api/client.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle, useLanguage } from '../../shared/i18n/hooks.ts';
import styles from '../payment/payment.module.css';

type Action = 'confirm' | 'unsubscribe';

const TEXTS = {
  confirm: { busy: 'promo.newsletter.confirming', done: 'promo.newsletter.confirmed' },
  unsubscribe: { busy: 'promo.newsletter.unsubscribing', done: 'promo.newsletter.unsubscribed' },
} as const;

/**
 * The page a newsletter mail's link opens (?token=): it confirms the subscription or unsubscribes
 * at once, once, and says so in the page's language. A mail scanner fetching the link runs no
 * script, so only a person's visit acts.
 */
function NewsletterLinkPage({ action }: { action: Action }) {
  const { t } = useTranslation();
  useDocumentTitle(t('promo.newsletter.title'));
  const lang = useLanguage();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const send = useMutation({
    mutationFn: (body: NewsletterTokenRequest) => api.post(`/newsletter/${action}`, body),
  });
  const { mutate } = send;
  useEffect(() => {
    if (token) mutate({ token, lang });
    // Once per link: a language change later must not send it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, mutate]);

  const failed = !token || send.isError;
  return (
    <div className={`container ${styles.result}`}>
      <h1 className={styles.resultTitle}>{t('promo.newsletter.title')}</h1>
      {failed ? (
        <p className={styles.lead} role="alert">
          {t('promo.newsletter.badLink')}
        </p>
      ) : send.isSuccess ? (
        <p className={styles.lead} role="status">
          {t(TEXTS[action].done)}
        </p>
      ) : (
        <Spinner label={t(TEXTS[action].busy)} />
      )}
      <ButtonLink to="/" size="lg">
        {t('promo.newsletter.continue')}
      </ButtonLink>
    </div>
  );
}

export const ConfirmSubscriptionPage = () => <NewsletterLinkPage action="confirm" />;
export const UnsubscribePage = () => <NewsletterLinkPage action="unsubscribe" />;
