import { useId, useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { regexes } from 'zod/v4/core';
import { api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { notify } from '../../shared/notifications/store.ts';
import { ArrowRightIcon } from '../../shared/ui/icons.tsx';
import styles from './SubscribeForm.module.css';

/**
 * Footer newsletter box: checks the address with the server's own email rule, then asks for the
 * subscription; the server mails a confirmation link in the page's language and says so in it.
 */
export function SubscribeForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const subscribe = useMutation({
    // With the language, the confirmation mail and the answer come in it.
    mutationFn: (address: string) =>
      api.post<{ message: string }>('/newsletter', { email: address, lang: language }),
    onSuccess: ({ message }) => {
      notify(message, 'success');
      setEmail('');
    },
    // The address was checked here already: what is left (too many tries, the network) is generic.
    onError: () => notify(t('errors.generic'), 'error'),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    const valid = regexes.email.test(address);
    setInvalid(!valid);
    if (valid) subscribe.mutate(address);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <input
          type="email"
          name="email"
          className={styles.input}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          placeholder={t('footer.emailPlaceholder')}
          aria-label={t('footer.emailLabel')}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          autoComplete="email"
        />
        <button
          type="submit"
          className={styles.submit}
          aria-label={t('footer.subscribe')}
          disabled={subscribe.isPending}
        >
          <ArrowRightIcon size={20} />
        </button>
      </div>
      {invalid && (
        <p id={errorId} className={styles.error} role="alert">
          {t('validation.invalidEmail')}
        </p>
      )}
    </form>
  );
}
