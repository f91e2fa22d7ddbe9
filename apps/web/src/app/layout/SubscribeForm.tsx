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
  const [invalid, setInvalid] = useState(false);
  const errorId = useId();
  const subscribe = useMutation({
    // With the language, the confirmation mail and the answer come in it.
    mutationFn: (address: string) =>
      api.post<{ message: string }>('/newsletter', { email: address, lang: language }),
    onSuccess: ({ message }) => notify(message, 'success'),
    // The address was checked here already: what is left (too many tries, the network) is generic.
    onError: () => notify(t('errors.generic'), 'error'),
  });

  // The box is read as typed: it is drawn by the server and may be typed in before its code
  // runs, so it keeps its own value (a React-held one would be emptied when the code takes over).
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const address = String(new FormData(form).get('email') ?? '').trim();
    const valid = regexes.email.test(address);
    setInvalid(!valid);
    if (valid) subscribe.mutate(address, { onSuccess: () => form.reset() });
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.field}>
        <input
          type="email"
          name="email"
          className={styles.input}
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
