import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '@atelier/ui/button';
import { fieldError } from '../../shared/api/errors.ts';
import { showToast } from '../../shared/feedback/toast.ts';
import { Dialog, DialogActions } from '../../shared/form/Dialog.tsx';
import { TextAreaField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { useTranslation } from '../../shared/i18n.ts';
import { moderateReview, REVIEWS, type Review } from './api.ts';

/** The shop's public answer under a review: written, changed or taken away. */
export function ReplyDialog({ review, onClose }: { review: Review; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [text, setText] = useState(review.reply?.text ?? '');
  const [problem, setProblem] = useState<string>();
  const save = useMutation({
    mutationFn: (reply: string | null) => moderateReview(review.id, { reply }),
    onSuccess: async (after) => {
      showToast(t(after.reply ? 'reviews.replied' : 'reviews.replyRemoved', { name: review.name }));
      await client.invalidateQueries({ queryKey: ['list', REVIEWS] });
      onClose();
    },
  });
  return (
    <Dialog open onClose={onClose} title={t('reviews.replyTitle', { name: review.name })}>
      <form
        className={formStyles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!text.trim()) return setProblem(t('serverMessages.required'));
          setProblem(undefined);
          save.mutate(text.trim());
        }}
      >
        <blockquote>{review.comment}</blockquote>
        <TextAreaField
          label={t('reviews.replyLabel')}
          hint={t('reviews.replyHint')}
          rows={4}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={problem ?? fieldError(t, save.error, 'reply')}
        />
        <DialogActions onCancel={onClose} error={save.error}>
          {review.reply && (
            <Button
              type="button"
              variant="ghost"
              disabled={save.isPending}
              onClick={() => save.mutate(null)}
            >
              {t('reviews.replyRemove')}
            </Button>
          )}
          <Button type="submit" disabled={save.isPending}>
            {t('reviews.replySave')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
