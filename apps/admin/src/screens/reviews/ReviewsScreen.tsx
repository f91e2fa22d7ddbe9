import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { REVIEW_STATUSES, type ReviewModeration } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { Link } from '@atelier/ui/router';
import { errorMessage } from '../../shared/api/errors.ts';
import { StatusBadge, type Tone } from '../../shared/feedback/StatusBadge.tsx';
import { showToast } from '../../shared/feedback/toast.ts';
import { SelectField } from '@atelier/ui/field';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { PageHeader } from '../../shared/layout/PageHeader.tsx';
import { DataTable, type Column } from '../../shared/list/DataTable.tsx';
import { useCursorList } from '../../shared/list/useCursorList.ts';
import { adminPath } from '../../shared/paths.ts';
import { loadReviews, moderateReview, REVIEW_FILTERS, REVIEWS, type Review } from './api.ts';
import { ReplyDialog } from './ReplyDialog.tsx';
import tableStyles from '../../shared/list/DataTable.module.css';
import styles from './reviews.module.css';

/**
 * Reviews newest first: publish one waiting for approval, hide one (it leaves the shop and its
 * rating at once) or publish it again, take away only its photo, or answer it publicly.
 */
const TONES: Record<Review['status'], Tone> = {
  published: 'success',
  hidden: 'danger',
  pending: 'warning',
};

export default function ReviewsScreen() {
  const { t, language } = useTranslation();
  const client = useQueryClient();
  const [replying, setReplying] = useState<Review | null>(null);
  const list = useCursorList({ name: REVIEWS, filterKeys: REVIEW_FILTERS, load: loadReviews });
  const moderate = useMutation({
    mutationFn: ({ review, change }: { review: Review; change: ReviewModeration }) =>
      moderateReview(review.id, change),
    onSuccess: async (review, { change }) => {
      showToast(
        change.status
          ? t(`reviews.now.${change.status}`, { name: review.name })
          : t('reviews.photoRemoved', { name: review.name }),
      );
      await client.invalidateQueries({ queryKey: ['list', REVIEWS] });
    },
    onError: (error) => showToast(errorMessage(t, error), 'error'),
  });
  const act = (review: Review, change: ReviewModeration) => moderate.mutate({ review, change });
  const columns: Column<Review>[] = [
    {
      header: t('reviews.review'),
      rowHeader: true,
      skeleton: '16rem',
      cell: (row) => (
        <span className={styles.review}>
          <span aria-label={t('reviews.stars', { count: row.rating })} role="img">
            {'★'.repeat(row.rating)}
            <span className={styles.dim}>{'★'.repeat(5 - row.rating)}</span>
          </span>
          <span>{row.comment}</span>
          <span className={styles.muted}>
            {row.name} · {formatDateTime(language, row.createdAt)}
          </span>
          {row.reply && (
            <span className={styles.muted}>
              {t('reviews.yourReply')} {row.reply.text}
            </span>
          )}
        </span>
      ),
    },
    {
      header: t('reviews.product'),
      cell: (row) => <Link to={adminPath(`/products/${row.productId}`)}>{row.productName}</Link>,
    },
    {
      header: t('reviews.photo'),
      cell: (row) =>
        row.imageUrl ? (
          <img
            className={styles.photo}
            src={row.imageUrl}
            alt={t('reviews.photoOf', { name: row.name })}
          />
        ) : (
          '—'
        ),
    },
    {
      header: t('reviews.status'),
      cell: (row) => (
        <StatusBadge tone={TONES[row.status]}>{t(`reviews.statuses.${row.status}`)}</StatusBadge>
      ),
    },
    {
      header: t('common.actions'),
      cell: (row) => (
        <span className={tableStyles.actions}>
          {row.status !== 'published' && (
            <Button
              variant="secondary"
              disabled={moderate.isPending}
              aria-label={t('reviews.publishOf', { name: row.name })}
              onClick={() => act(row, { status: 'published' })}
            >
              {t('reviews.publish')}
            </Button>
          )}
          {row.status !== 'hidden' && (
            <Button
              variant="secondary"
              disabled={moderate.isPending}
              aria-label={t('reviews.hideOf', { name: row.name })}
              onClick={() => act(row, { status: 'hidden' })}
            >
              {t('reviews.hide')}
            </Button>
          )}
          <Button
            variant="ghost"
            aria-label={t('reviews.replyOf', { name: row.name })}
            onClick={() => setReplying(row)}
          >
            {t(row.reply ? 'reviews.editReply' : 'reviews.reply')}
          </Button>
          {row.imageUrl && (
            <Button
              variant="ghost"
              disabled={moderate.isPending}
              aria-label={t('reviews.removePhotoOf', { name: row.name })}
              onClick={() => act(row, { removeImage: true })}
            >
              {t('reviews.removePhoto')}
            </Button>
          )}
        </span>
      ),
    },
  ];
  return (
    <div className="stack">
      <PageHeader title={t('nav.reviews')} description={t('reviews.text')} />
      <div className={styles.filters}>
        <SelectField
          label={t('reviews.status')}
          value={list.filters.status}
          onChange={(event) => list.setFilters({ status: event.target.value })}
        >
          <option value="">{t('reviews.anyStatus')}</option>
          {REVIEW_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`reviews.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <DataTable
        caption={t('reviews.caption')}
        columns={columns}
        {...list.table}
        rowKey={(row) => row.id}
        empty={<p>{t('reviews.none')}</p>}
      />
      {replying && <ReplyDialog review={replying} onClose={() => setReplying(null)} />}
    </div>
  );
}
