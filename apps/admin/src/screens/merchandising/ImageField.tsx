import { useRef, useState } from 'react';
import { Button } from '@atelier/ui/button';
import { errorMessage } from '../../shared/api/errors.ts';
import { TextField } from '@atelier/ui/field';
import { useTranslation } from '../../shared/i18n.ts';
import { uploadPhoto } from '../products/api.ts';
import styles from './merchandising.module.css';

/** A picture's address on the shop, typed or set by uploading a photo. */
export function ImageField(props: {
  label: string;
  value: string;
  onChange: (url: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.image}>
      {props.value ? (
        <img className={styles.preview} src={props.value} alt="" />
      ) : (
        <span className={styles.preview} />
      )}
      <TextField
        label={props.label}
        value={props.value}
        error={failure ?? props.error}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp,image/avif"
        className="visually-hidden"
        tabIndex={-1}
        aria-label={`${t('merch.upload')} · ${props.label}`}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (!file) return;
          setBusy(true);
          setFailure(undefined);
          try {
            props.onChange((await uploadPhoto(file)).url);
          } catch (error) {
            setFailure(errorMessage(t, error));
          } finally {
            setBusy(false);
          }
        }}
      />
      <Button variant="secondary" disabled={busy} onClick={() => input.current?.click()}>
        {busy ? t('merch.uploading') : t('merch.upload')}
        <span className="visually-hidden"> · {props.label}</span>
      </Button>
    </div>
  );
}
