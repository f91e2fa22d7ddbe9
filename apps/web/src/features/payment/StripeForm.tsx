import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { Stripe, StripeElementLocale, StripeElements } from '@stripe/stripe-js';
import type { Language, PaymentIntent } from '@atelier/contract';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { Button } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useMoney } from '../cart/index.ts';
import type { PaymentOutcome } from './PaymentPage.tsx';
import { resultPath } from './paths.ts';
import styles from './payment.module.css';

const STRIPE_LOCALE: Record<Language, StripeElementLocale> = {
  en: 'en',
  es: 'es',
  cn: 'zh',
  jp: 'ja',
  tw: 'zh-TW',
  fr: 'fr',
};

interface Props {
  intent: PaymentIntent;
  orderCode: string;
  /** A guest's order link key: the page Stripe comes back to opens the order with it. */
  orderKey: string | null;
  onDone: (outcome: PaymentOutcome) => void;
}

/**
 * Stripe's Payment Element. Stripe's library is fetched only here, when the server says Stripe
 * takes the payment; a method that needs a redirect comes back to /success with the order code.
 */
export function StripeForm({ intent, orderCode, orderKey, onDone }: Props) {
  const { t } = useTranslation();
  // The provider names the currency in lower case.
  const money = useMoney(intent.currency.toUpperCase());
  const lang = useLanguage();
  const mount = useRef<HTMLDivElement>(null);
  const [stripe, setStripe] = useState<{ stripe: Stripe; elements: StripeElements } | null>(null);
  const [message, setMessage] = useState<string>();
  const [processing, setProcessing] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let destroy = () => {};
    (async () => {
      const { loadStripe } = await import('@stripe/stripe-js');
      const loaded = await loadStripe(intent.publishableKey ?? '');
      if (!loaded || cancelled || !mount.current) return;
      const elements = loaded.elements({
        clientSecret: intent.clientSecret,
        locale: STRIPE_LOCALE[lang],
        appearance: { variables: { colorPrimary: '#9a4124', borderRadius: '4px' } },
      });
      const element = elements.create('payment');
      element.mount(mount.current);
      destroy = () => element.destroy();
      setStripe({ stripe: loaded, elements });
    })().catch(() => !cancelled && setMessage(t('payment.loadFailed')));
    return () => {
      cancelled = true;
      destroy();
    };
  }, [intent, lang, t]);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe) return;
    setProcessing(true);
    const { error, paymentIntent } = await stripe.stripe.confirmPayment({
      elements: stripe.elements,
      redirect: 'if_required',
      confirmParams: {
        return_url: `${window.location.origin}${resultPath('success', orderCode, orderKey)}`,
      },
    });
    // A card detail to fix stays on the form; a decline or anything else ends on /failure.
    if (error?.type === 'validation_error') {
      setMessage(error.message);
      setProcessing(false);
      return;
    }
    onDone({ succeeded: !error && paymentIntent?.status === 'succeeded', reason: error?.message });
  };

  return (
    <form className={styles.cardForm} onSubmit={pay}>
      {!stripe && !message && <Spinner label={t('a11y.loading')} />}
      <div ref={mount} />
      {message && (
        <p className={styles.error} role="alert">
          {message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={!stripe || processing} className={styles.pay}>
        {processing ? t('payment.processing') : t('payment.pay', { amount: money(intent.amount) })}
      </Button>
    </form>
  );
}
