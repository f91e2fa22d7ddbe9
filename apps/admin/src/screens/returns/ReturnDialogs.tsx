import { useId, useState } from 'react';
import {
  RETURN_CONDITIONS,
  ReceiveReturnRequest,
  ReturnDecisionRequest,
  ReturnTrackingRequest,
  type AdminReturn,
  type Carrier,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { fieldStyles, TextAreaField, TextField } from '@atelier/ui/field';
import { LANGUAGE_OPTIONS } from '@atelier/ui/languages';
import { fieldError, schemaProblems } from '../../shared/api/errors.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { formatIn } from '../../shared/money.ts';
import { CarrierFields } from '../orders/CarrierFields.tsx';
import { receivedOf, returnActions, type Tracking } from './api.ts';
import { useReturnAction } from './useReturnAction.ts';
import styles from '../orders/orders.module.css';
import own from './returns.module.css';

type Props = { ret: AdminReturn; onClose: () => void };

/** Approves or rejects a requested return with a message the shopper reads in their mail. */
export function DecisionDialog({
  ret,
  decision,
  onClose,
}: Props & { decision: 'approve' | 'reject' }) {
  const { t } = useTranslation();
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState<string>();
  const act = useReturnAction(
    ret.code,
    (text: string) => returnActions[decision](ret.code, text),
    t(decision === 'approve' ? 'returns.approvedToast' : 'returns.rejectedToast', {
      code: ret.code,
    }),
    onClose,
  );
  const reads = LANGUAGE_OPTIONS.find((l) => l.code === ret.order.lang)?.label ?? ret.order.lang;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(decision === 'approve' ? 'returns.approveTitle' : 'returns.rejectTitle', {
        code: ret.code,
      })}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ReturnDecisionRequest.safeParse({ message });
          const found = parsed.success ? {} : schemaProblems(t, parsed.error.issues, {});
          if (decision === 'reject' && !message.trim()) found.message = t('returns.sayWhy');
          setProblem(found.message);
          if (parsed.success && !found.message) act.mutate(parsed.data.message);
        }}
      >
        <p>{t(decision === 'approve' ? 'returns.approveText' : 'returns.rejectText')}</p>
        <TextAreaField
          label={t('returns.messageToShopper')}
          hint={t('returns.messageHint', { language: reads })}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          error={problem ?? fieldError(t, act.error, 'message')}
        />
        <DialogActions onCancel={onClose} error={act.error}>
          <Button type="submit" disabled={act.isPending}>
            {t(decision === 'approve' ? 'returns.approve' : 'returns.reject')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/** The carrier of the parcel coming back, or of the exchange going out, and its tracking number. */
export function TrackingDialog({ ret, step, onClose }: Props & { step: 'track' | 'shipExchange' }) {
  const { t } = useTranslation();
  const [carrier, setCarrier] = useState<Carrier>('ups');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [problem, setProblem] = useState<string>();
  const act = useReturnAction(
    ret.code,
    (body: Tracking) =>
      step === 'track'
        ? returnActions.track(ret.code, body)
        : returnActions.shipExchange(ret.code, body),
    t(step === 'track' ? 'returns.trackedToast' : 'returns.exchangeShippedToast', {
      code: ret.code,
    }),
    onClose,
  );
  const going = ret.lines.filter((l) => l.exchange?.status === 'reserved' && receivedOf(l) > 0);
  return (
    <Dialog
      open
      onClose={onClose}
      title={t(step === 'track' ? 'returns.trackTitle' : 'returns.shipExchangeTitle', {
        code: ret.code,
      })}
    >
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = ReturnTrackingRequest.safeParse({ carrier, trackingNumber });
          const found = parsed.success ? {} : schemaProblems(t, parsed.error.issues, {});
          setProblem(found.trackingNumber);
          if (parsed.success) act.mutate(parsed.data);
        }}
      >
        {step === 'track' ? (
          <p>{t('returns.trackText')}</p>
        ) : (
          <ul className={styles.entries} aria-label={t('returns.exchangesGoing')}>
            {going.map((line) => (
              <li key={line.id}>
                {line.name} — {[line.exchange!.color, line.exchange!.size].join(' · ')} (
                <code>{line.exchange!.sku}</code>)
              </li>
            ))}
          </ul>
        )}
        <CarrierFields
          carrier={carrier}
          trackingNumber={trackingNumber}
          onCarrier={setCarrier}
          onTrackingNumber={setTrackingNumber}
          error={problem ?? fieldError(t, act.error, 'trackingNumber')}
        />
        <DialogActions
          onCancel={onClose}
          error={fieldError(t, act.error, 'trackingNumber') ? null : act.error}
        >
          <Button type="submit" disabled={act.isPending}>
            {t(step === 'track' ? 'returns.addTracking' : 'returns.shipExchange')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

type Condition = (typeof RETURN_CONDITIONS)[number];
const CONDITION_LABELS = {
  restock: 'returns.conditionRestock',
  damaged: 'returns.conditionDamaged',
  not_restocked: 'returns.conditionNotRestocked',
} as const;

/**
 * The units that arrived, line by line and by condition (all restocked to begin with); units not
 * named are not refunded and their exchange is released.
 */
export function ReceiveDialog({ ret, onClose }: Props) {
  const { t } = useTranslation();
  const errorId = useId();
  const [counts, setCounts] = useState(() =>
    Object.fromEntries(
      ret.lines.map((l) => [l.id, { restock: String(l.qty), damaged: '0', not_restocked: '0' }]),
    ),
  );
  const [problem, setProblem] = useState<string>();
  const act = useReturnAction(
    ret.code,
    (body: ReceiveReturnRequest) => returnActions.receive(ret.code, body),
    t('returns.receivedToast', { code: ret.code }),
    onClose,
  );
  const set = (id: number, condition: Condition, value: string) =>
    setCounts({ ...counts, [id]: { ...counts[id]!, [condition]: value } });
  const shown = problem ?? fieldError(t, act.error, 'lines');
  return (
    <Dialog open onClose={onClose} title={t('returns.receiveTitle', { code: ret.code })}>
      <form
        className={formStyles.form}
        noValidate
        aria-describedby={shown ? errorId : undefined}
        onSubmit={(event) => {
          event.preventDefault();
          const lines = ret.lines.flatMap((line) =>
            RETURN_CONDITIONS.map((condition) => ({
              id: line.id,
              qty: Number(counts[line.id]![condition]),
              condition,
            })).filter((entry) => entry.qty !== 0),
          );
          const bad = ret.lines.some((line) => {
            const values = RETURN_CONDITIONS.map((c) => Number(counts[line.id]![c]));
            const sum = values.reduce((a, b) => a + b, 0);
            return values.some((v) => !Number.isInteger(v) || v < 0) || sum > line.qty;
          });
          const parsed = ReceiveReturnRequest.safeParse({ lines });
          const found = bad
            ? t('returns.unitsTooMany')
            : parsed.success
              ? undefined
              : t('returns.nameUnits');
          setProblem(found);
          if (parsed.success && !found) act.mutate(parsed.data);
        }}
      >
        <p>{t('returns.receiveText')}</p>
        {ret.lines.map((line) => (
          <fieldset key={line.id} className={own.unitLine}>
            <legend className={fieldStyles.label}>
              {line.name}{' '}
              <span className={styles.muted}>
                {[line.color, line.size].filter(Boolean).join(' · ')} ·{' '}
                {t('returns.unitsBack', { count: line.qty })}
              </span>
            </legend>
            <div className={own.units}>
              {RETURN_CONDITIONS.map((condition) => (
                <TextField
                  key={condition}
                  label={t(CONDITION_LABELS[condition])}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={line.qty}
                  value={counts[line.id]![condition]}
                  aria-invalid={shown ? true : undefined}
                  onChange={(event) => set(line.id, condition, event.target.value)}
                />
              ))}
            </div>
          </fieldset>
        ))}
        {shown && (
          <p id={errorId} className={fieldStyles.error}>
            {shown}
          </p>
        )}
        <DialogActions
          onCancel={onClose}
          error={fieldError(t, act.error, 'lines') ? null : act.error}
        >
          <Button type="submit" disabled={act.isPending}>
            {t('returns.receive')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

/**
 * In one step, what the units received are worth, to the original payment or as store credit
 * with the shop's bonus; the shipping too when the shop's returns rule gives it back. The server
 * never gives back more than was captured for those lines.
 */
export function RefundDialog({ ret, onClose }: Props) {
  const { t, language } = useTranslation();
  const money = (minor: number) => formatIn(language, minor, ret.order.currency);
  const [to, setTo] = useState<'original' | 'credit'>('original');
  const [shipping, setShipping] = useState(ret.shippingCents > 0);
  const act = useReturnAction(
    ret.code,
    () => returnActions.refund(ret.code, { to, shipping }),
    t('returns.refundedToast', { code: ret.code }),
    onClose,
  );
  const bonus = ret.creditBonus;
  const bonusCents = bonus ? (shipping ? bonus.withShippingCents : bonus.cents) : 0;
  return (
    <Dialog open onClose={onClose} title={t('returns.refundTitle', { code: ret.code })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          act.mutate(undefined);
        }}
      >
        <fieldset className={own.choices}>
          <legend className={fieldStyles.label}>{t('returns.refundTo')}</legend>
          <label className={own.choice}>
            <input
              type="radio"
              name="to"
              checked={to === 'original'}
              onChange={() => setTo('original')}
            />
            <span>{t('returns.toOriginal')}</span>
          </label>
          <label className={own.choice}>
            <input
              type="radio"
              name="to"
              checked={to === 'credit'}
              disabled={!bonus}
              onChange={() => setTo('credit')}
            />
            <span>
              {!bonus
                ? t('returns.toCreditGuest')
                : bonus.percent > 0
                  ? t('returns.toCredit', { percent: bonus.percent })
                  : t('returns.toCreditPlain')}
            </span>
          </label>
        </fieldset>
        {ret.shippingCents > 0 && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={shipping}
              onChange={(event) => setShipping(event.target.checked)}
            />
            {t('returns.giveShipping', { amount: money(ret.shippingCents) })}
          </label>
        )}
        <dl className={styles.facts} aria-live="polite">
          <div>
            <dt>{t('returns.refundable')}</dt>
            <dd className={styles.amount}>{money(ret.refundableCents)}</dd>
          </div>
          {shipping && (
            <div>
              <dt>{t('returns.shipping')}</dt>
              <dd className={styles.amount}>{money(ret.shippingCents)}</dd>
            </div>
          )}
          {to === 'credit' && bonus && bonus.percent > 0 && (
            <div>
              <dt>{t('returns.bonusPercent', { percent: bonus.percent })}</dt>
              <dd className={styles.amount}>{money(bonusCents)}</dd>
            </div>
          )}
        </dl>
        <p className={styles.muted}>{t('returns.refundNote')}</p>
        <DialogActions onCancel={onClose} error={act.error}>
          <Button type="submit" disabled={act.isPending}>
            {t('returns.refund')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
