import { useRef, useState, type FormEvent } from 'react';
import {
  REVIEW_IMAGE_MAX_BYTES,
  RETURN_REASONS,
  type Returnable,
  type ReturnPhoto,
} from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { SelectField, TextAreaField, TextField, fieldStyles } from '@atelier/ui/field';
import { Spinner } from '@atelier/ui/spinner';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { useMoney } from '../cart/index.ts';
import { orderDate } from '../orders/OrderDetail.tsx';
import { reasonOf, shopperErrorText } from '../cart/messages.ts';
import { ApiError } from '../../shared/api/client.ts';
import { useOrderKey } from '../orders/api.ts';
import { messageKey } from '../reviews/reviewForm.ts';
import { useUploadPhoto } from './api.ts';
import {
  emptyChoice,
  inStock,
  validate,
  variantName,
  type Choice,
  type ChoiceErrors,
  type Choices,
} from './choices.ts';
import styles from './returns.module.css';

type Line = Returnable['lines'][number];

/**
 * Screen 1: each line of the order, the ones that may not be returned saying why; a chosen line
 * asks how many, why, and a refund or another size or colour of the same product.
 */
export function ChooseStep({
  returnable,
  choices,
  onChange,
  refused,
  onReview,
}: {
  returnable: Returnable;
  choices: Choices;
  onChange: (choices: Choices) => void;
  /** The server's refusal of the last request (a size sold out meanwhile, a line refused). */
  refused: Error | null;
  onReview: () => void;
}) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [errors, setErrors] = useState<ChoiceErrors>({});
  const summary = useRef<HTMLParagraphElement>(null);
  const soldOutSku =
    reasonOf(refused) === 'EXCHANGE_SOLD_OUT' && refused instanceof ApiError
      ? String(typeof refused.body === 'object' ? (refused.body?.error.params?.sku ?? '') : '')
      : '';
  const anyReturnable = returnable.lines.some((l) => !l.notReturnable);

  const update = (id: number, change: Partial<Choice>) =>
    onChange({ ...choices, [id]: { ...(choices[id] ?? emptyChoice()), ...change } });

  const review = (event: FormEvent) => {
    event.preventDefault();
    const found = validate(returnable, choices);
    setErrors(found);
    if (Object.keys(found).length) {
      summary.current?.focus();
      return;
    }
    onReview();
  };

  return (
    <form className={styles.form} onSubmit={review} noValidate>
      {returnable.returnBy && (
        <p className={styles.muted}>
          {t('returns.returnBy', { date: orderDate(returnable.returnBy, lang) })}
        </p>
      )}
      {refused && !soldOutSku && (
        <p className={styles.error} role="alert">
          {shopperErrorText(t, refused)}
        </p>
      )}
      <ul className={styles.lines}>
        {returnable.lines.map((line) => (
          <li key={line.orderItemId}>
            <LineChoice
              line={line}
              currency={returnable.currency}
              orderCode={returnable.orderCode}
              choice={choices[line.orderItemId] ?? emptyChoice()}
              errors={errors}
              soldOut={soldOutSku !== '' && choices[line.orderItemId]?.sku === soldOutSku}
              onChange={(change) => update(line.orderItemId, change)}
            />
          </li>
        ))}
      </ul>
      <p
        ref={summary}
        tabIndex={-1}
        className={Object.keys(errors).length ? styles.error : styles.hidden}
        role="alert"
      >
        {errors.none ? t('returns.noneChosen') : Object.keys(errors).length ? t('returns.fix') : ''}
      </p>
      {anyReturnable && (
        <div className={styles.actions}>
          <Button type="submit" size="lg">
            {t('returns.toReview')}
          </Button>
        </div>
      )}
    </form>
  );
}

function LineChoice({
  line,
  currency,
  orderCode,
  choice,
  errors,
  soldOut,
  onChange,
}: {
  line: Line;
  currency: string;
  orderCode: string;
  choice: Choice;
  errors: ChoiceErrors;
  soldOut: boolean;
  onChange: (change: Partial<Choice>) => void;
}) {
  const { t } = useTranslation();
  const money = useMoney(currency);
  const id = `line-${line.orderItemId}`;
  const options = inStock(line);
  const variant = variantName(line);
  return (
    <fieldset
      className={`${styles.line} ${choice.selected ? styles.chosen : ''}`}
      aria-describedby={line.notReturnable ? `${id}-why` : undefined}
    >
      <legend className="visually-hidden">{line.name}</legend>
      <div className={styles.item}>
        <img src={line.imageUrl} alt="" width={64} height={64} loading="lazy" />
        <div>
          <p className={styles.itemName} aria-hidden="true">
            {line.name}
          </p>
          <p className={styles.muted}>
            {[variant, t('returns.bought', { count: line.qty })].filter(Boolean).join(' · ')}
          </p>
          {line.notReturnable && (
            <p id={`${id}-why`} className={styles.why}>
              {t(`returns.notReturnable.${line.notReturnable}`)}
            </p>
          )}
        </div>
      </div>
      {!line.notReturnable && (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={choice.selected}
            onChange={(e) => onChange({ selected: e.target.checked })}
          />
          {t('returns.select')}
        </label>
      )}
      {choice.selected && !line.notReturnable && (
        <div className={styles.details}>
          {line.returnableQty > 1 && (
            <SelectField
              label={t('orders.qty')}
              value={choice.qty}
              onChange={(e) => onChange({ qty: Number(e.target.value) })}
            >
              {Array.from({ length: line.returnableQty }, (_, i) => (
                <option key={i} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </SelectField>
          )}
          <SelectField
            label={t('returns.reason')}
            value={choice.reason}
            required
            error={errors[`${line.orderItemId}.reason`] ? t('returns.reasonRequired') : undefined}
            onChange={(e) => onChange({ reason: e.target.value as Choice['reason'] })}
          >
            <option value="">{t('returns.chooseReason')}</option>
            {RETURN_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {t(`returns.reasons.${reason}`)}
              </option>
            ))}
          </SelectField>
          <fieldset className={styles.want}>
            <legend className={fieldStyles.label}>{t('returns.want')}</legend>
            <label className={styles.check}>
              <input
                type="radio"
                name={`${id}-want`}
                checked={choice.want === 'refund'}
                onChange={() => onChange({ want: 'refund' })}
              />
              {t('returns.refundEach', { amount: money(line.unitRefund) })}
            </label>
            <label className={styles.check}>
              <input
                type="radio"
                name={`${id}-want`}
                checked={choice.want === 'exchange'}
                disabled={!options.length}
                aria-describedby={options.length ? undefined : `${id}-none`}
                onChange={() => onChange({ want: 'exchange' })}
              />
              {t('returns.exchange')}
            </label>
            {!options.length && (
              <p id={`${id}-none`} className={styles.muted}>
                {t('returns.noneInStock')}
              </p>
            )}
          </fieldset>
          {choice.want === 'exchange' && options.length > 0 && (
            <SelectField
              label={t('returns.newVariant')}
              value={choice.sku}
              error={
                soldOut
                  ? t('returns.soldOutNow')
                  : errors[`${line.orderItemId}.sku`]
                    ? t('returns.variantRequired')
                    : undefined
              }
              onChange={(e) => onChange({ sku: e.target.value })}
            >
              <option value="">{t('returns.chooseVariant')}</option>
              {line.exchangeOptions.map((o) => (
                <option key={o.sku} value={o.sku} disabled={o.inStock <= 0}>
                  {o.inStock > 0
                    ? variantName(o)
                    : t('returns.soldOutOption', { variant: variantName(o) })}
                </option>
              ))}
            </SelectField>
          )}
          <TextAreaField
            label={t('returns.comment')}
            value={choice.comment}
            maxLength={1000}
            rows={3}
            onChange={(e) => onChange({ comment: e.target.value })}
          />
          <PhotoField
            orderCode={orderCode}
            name={line.name}
            photo={choice.photo}
            onChange={(photo) => onChange({ photo })}
          />
        </div>
      )}
    </fieldset>
  );
}

/**
 * An optional photo of the line (a fault, the wrong label), uploaded as soon as it is chosen: too
 * large a file is refused here; what is not a picture, by the server, in the shopper's words.
 */
function PhotoField({
  orderCode,
  name,
  photo,
  onChange,
}: {
  orderCode: string;
  name: string;
  photo: ReturnPhoto | null;
  onChange: (photo: ReturnPhoto | null) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadPhoto(orderCode, useOrderKey());
  const [tooLarge, setTooLarge] = useState(false);
  const failed = upload.error instanceof ApiError ? messageKey(upload.error.fields.image) : null;
  const error = tooLarge
    ? t('reviews.imageTooLarge')
    : upload.error
      ? failed
        ? t(failed)
        : t('errors.generic')
      : undefined;
  if (photo) {
    return (
      <div className={styles.photo}>
        <img src={photo.url} alt={t('returns.photoAlt', { name })} width={96} height={96} />
        <Button variant="ghost" onClick={() => onChange(null)}>
          {t('returns.removePhoto')}
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.photo}>
      <TextField
        label={t('returns.photo')}
        type="file"
        accept="image/*"
        error={error}
        disabled={upload.isPending}
        onChange={(e) => {
          const file = e.target.files?.[0];
          upload.reset();
          setTooLarge(Boolean(file && file.size > REVIEW_IMAGE_MAX_BYTES));
          if (file && file.size <= REVIEW_IMAGE_MAX_BYTES) {
            upload.mutate(file, { onSuccess: (stored) => onChange(stored) });
          }
        }}
      />
      {upload.isPending && <Spinner label={t('returns.uploading')} />}
    </div>
  );
}
