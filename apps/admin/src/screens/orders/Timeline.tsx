import { useState } from 'react';
import { NoteRequest, type AdminOrder } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { errorMessage, translateMessage } from '../../shared/api/errors.ts';
import { fieldStyles, TextAreaField } from '@atelier/ui/field';
import formStyles from '../../shared/form/form.module.css';
import { formatDateTime } from '../../shared/format.ts';
import { useTranslation } from '../../shared/i18n.ts';
import { orderActions } from './api.ts';
import { describeEvent, eventActor } from './timeline.ts';
import { useOrderAction } from './useOrderAction.ts';
import styles from './orders.module.css';

/** Everything that happened to the order, oldest first (who, when, what), and a new note. */
export function Timeline({ order }: { order: AdminOrder }) {
  const { t, language } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="order-timeline">
      <h2 id="order-timeline">{t('orders.timeline')}</h2>
      <ol className={styles.timeline}>
        {order.timeline.map((event, i) => (
          <li key={i} className={event.type === 'note' ? styles.note : undefined}>
            <p className={styles.eventWhat}>
              {event.type === 'note' && <strong>{t('orders.events.note')}: </strong>}
              {describeEvent(t, language, event, order.currency)}
            </p>
            <p className={styles.muted}>
              <time dateTime={event.at}>{formatDateTime(language, event.at)}</time> ·{' '}
              {eventActor(t, event)}
            </p>
          </li>
        ))}
      </ol>
      <NoteForm code={order.code} />
    </section>
  );
}

function NoteForm({ code }: { code: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = useOrderAction(
    code,
    (note: string) => orderActions.note(code, note),
    t('orders.noteAdded'),
    () => setText(''),
  );
  return (
    <form
      className={formStyles.form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = NoteRequest.safeParse({ text });
        setProblem(
          parsed.success ? undefined : translateMessage(t, parsed.error.issues[0]!.message),
        );
        if (parsed.success) add.mutate(parsed.data.text);
      }}
    >
      <TextAreaField
        label={t('orders.addNote')}
        hint={t('orders.noteHint')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={problem}
      />
      {add.error && (
        <p role="alert" className={fieldStyles.error}>
          {errorMessage(t, add.error)}
        </p>
      )}
      <div>
        <Button type="submit" variant="secondary" disabled={add.isPending}>
          {t('orders.saveNote')}
        </Button>
      </div>
    </form>
  );
}
