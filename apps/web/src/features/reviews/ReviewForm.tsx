import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import type { PostedReview } from '@atelier/contract';
import { ApiError, api } from '../../shared/api/client.ts';
import { useLanguage } from '../../shared/i18n/hooks.ts';
import { notify } from '../../shared/notifications/store.ts';
import { Button } from '@atelier/ui/button';
import {
  messageKey,
  reviewFormData,
  reviewFormSchema,
  type ReviewFormInput,
  type ReviewFormValues,
} from './reviewForm.ts';
import styles from './reviews.module.css';

const FIELDS = ['name', 'rating', 'comment', 'image'] as const;

/** SPEC §5's review form; on success it empties itself and the list reloads (SPEC §4). */
export function ReviewForm({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const id = useId();
  const client = useQueryClient();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReviewFormInput, unknown, ReviewFormValues>({
    resolver: zodResolver(reviewFormSchema),
    defaultValues: { name: '', rating: '', comment: '' },
  });

  const submit = async (values: ReviewFormValues) => {
    let posted: PostedReview;
    try {
      posted = await api.post<PostedReview>(
        '/v1/products/review',
        reviewFormData(productId, values, language),
      );
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      const known = FIELDS.filter((field) => fields[field]);
      known.forEach((field) => setError(field, { message: fields[field] }));
      if (!known.length) notify(t('reviews.failed'), 'error');
      return;
    }
    // With no values, reset() also resets the <form>, which empties the file input.
    reset();
    // Held for the merchant's approval, it is not listed yet: the shopper is told so.
    notify(t(posted.pending ? 'reviews.pending' : 'reviews.posted'), 'success');
    await Promise.all([
      client.invalidateQueries({ queryKey: ['reviews', productId] }),
      client.invalidateQueries({ queryKey: ['product', productId] }),
    ]);
  };

  const message = (error: { message?: string } | undefined) => {
    const key = messageKey(error?.message);
    return key ? t(key) : error?.message;
  };
  const describe = (field: (typeof FIELDS)[number]) => ({
    'aria-invalid': errors[field] ? true : undefined,
    'aria-describedby': errors[field] ? `${id}-${field}-error` : undefined,
  });
  const errorText = (field: (typeof FIELDS)[number]) =>
    errors[field] && (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {message(errors[field])}
      </p>
    );

  return (
    <form
      className={styles.form}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={handleSubmit(submit)}
    >
      <h3 id={`${id}-title`} className={styles.formTitle}>
        {t('reviews.write')}
      </h3>
      <div className={styles.field}>
        <label htmlFor={`${id}-name`}>{t('reviews.name')}</label>
        <input id={`${id}-name`} autoComplete="name" {...describe('name')} {...register('name')} />
        {errorText('name')}
      </div>
      <fieldset className={styles.field} {...describe('rating')}>
        <legend>{t('reviews.rating')}</legend>
        <div className={styles.stars}>
          {[1, 2, 3, 4, 5].map((value) => (
            <label key={value} className={styles.star} title={t('reviews.ratingValue', { value })}>
              <input type="radio" value={value} {...register('rating')} />
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{t('reviews.ratingValue', { value })}</span>
            </label>
          ))}
        </div>
        {errorText('rating')}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-comment`}>{t('reviews.comment')}</label>
        <textarea id={`${id}-comment`} rows={4} {...describe('comment')} {...register('comment')} />
        {errorText('comment')}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-image`}>{t('reviews.image')}</label>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/*"
          {...describe('image')}
          {...register('image')}
        />
        {errorText('image')}
      </div>
      <Button type="submit" disabled={isSubmitting} className={styles.submit}>
        {isSubmitting ? t('reviews.submitting') : t('reviews.submit')}
      </Button>
    </form>
  );
}
