import { useEffect, useRef, useState, type ReactNode } from 'react';
import { orderPagePath, withOrderKey, type Return, type Returnable } from '@atelier/contract';
import { useParams } from '@atelier/ui/router';
import { Button, ButtonLink } from '@atelier/ui/button';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useDocumentTitle } from '../../shared/i18n/hooks.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useOrderKey } from '../orders/api.ts';
import { useCreateReturn, useReturnable } from './api.ts';
import { ChooseStep } from './ChooseStep.tsx';
import { DoneStep, ReviewStep } from './ReviewStep.tsx';
import { requestOf, type Choices } from './choices.ts';
import styles from './returns.module.css';

type Step = 'choose' | 'review' | 'done';
const STEPS: Step[] = ['choose', 'review', 'done'];

/**
 * /orders/{code}/return: a return or exchange in three screens — the lines, reasons and what the
 * shopper wants instead; the review with the refund estimate; then the return's number and slip.
 * A guest comes with the order link's key (?key=), which every call carries.
 */
export function ReturnPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const key = useOrderKey();
  useDocumentTitle(t('returns.title'));
  const returnable = useReturnable(code, key);
  const create = useCreateReturn(key);
  const [step, setStep] = useState<Step>('choose');
  const [choices, setChoices] = useState<Choices>({});
  const [created, setCreated] = useState<Return | null>(null);
  const orderLink = withOrderKey(orderPagePath(code), key);

  const submit = (data: Returnable) =>
    create.mutate(requestOf(data, choices), {
      onSuccess: (ret) => {
        setCreated(ret);
        setStep('done');
      },
      // A sold-out exchange or a refused line: back to the lines, which say why.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) {
          setStep('choose');
          void returnable.refetch();
        }
      },
    });

  let body: ReactNode;
  if (returnable.data) {
    body =
      step === 'done' && created ? (
        <DoneStep ret={created} orderLink={orderLink} guest={Boolean(key)} />
      ) : step === 'review' ? (
        <ReviewStep
          returnable={returnable.data}
          choices={choices}
          pending={create.isPending}
          error={create.error}
          onBack={() => setStep('choose')}
          onSubmit={() => submit(returnable.data)}
        />
      ) : (
        <ChooseStep
          returnable={returnable.data}
          choices={choices}
          onChange={setChoices}
          refused={create.error}
          onReview={() => {
            create.reset();
            setStep('review');
          }}
        />
      );
  } else if (returnable.error) {
    const status = returnable.error instanceof ApiError ? returnable.error.status : 0;
    body = (
      <div className={styles.state} role="alert">
        <p>
          {status === 404
            ? t('orders.notFound', { code })
            : status === 401
              ? t('returns.signIn')
              : t('returns.loadFailed')}
        </p>
        {status === 401 ? (
          <ButtonLink to={`/login?redirect=${encodeURIComponent(`/orders/${code}/return`)}`}>
            {t('auth.loginButton')}
          </ButtonLink>
        ) : (
          <Button variant="secondary" onClick={() => void returnable.refetch()}>
            {t('account.retry')}
          </Button>
        )}
      </div>
    );
  } else {
    body = (
      <div className={styles.state} aria-busy="true">
        <Spinner label={t('returns.loading')} />
      </div>
    );
  }

  return (
    <div className={`container ${styles.page}`}>
      <StepHeading step={step} code={code} orderLink={orderLink} />
      {body}
    </div>
  );
}

/** The step's title (focused as each step opens, so a screen reader reads where it is). */
function StepHeading({ step, code, orderLink }: { step: Step; code: string; orderLink: string }) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else window.scrollTo?.({ top: 0 });
    heading.current?.focus();
  }, [step]);
  const n = STEPS.indexOf(step) + 1;
  return (
    <header className={styles.head}>
      <ButtonLink variant="ghost" to={orderLink} className={styles.back}>
        ← {t('orders.orderTitle', { code })}
      </ButtonLink>
      <p className={styles.stepOf}>{t('returns.stepOf', { n, count: STEPS.length })}</p>
      <h1 ref={heading} tabIndex={-1} className={styles.title}>
        {t(`returns.steps.${step}`)}
      </h1>
      <ol className={styles.progress} aria-hidden="true">
        {STEPS.map((s, i) => (
          <li key={s} className={i < n ? styles.reached : undefined} />
        ))}
      </ol>
    </header>
  );
}
