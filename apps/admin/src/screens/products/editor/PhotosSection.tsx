import { useRef, useState, type DragEvent } from 'react';
import type { Language } from '@atelier/contract';
import { Button } from '@atelier/ui/button';
import { errorMessage } from '../../../shared/api/errors.ts';
import { SelectField, TextField } from '@atelier/ui/field';
import { useTranslation } from '../../../shared/i18n.ts';
import { uploadPhoto } from '../api.ts';
import styles from '../products.module.css';
import { move, type Option, type Photo } from './draft.ts';
import { languageName } from './TextsSection.tsx';

// The kinds platform/media.ts reads (MEDIA_MESSAGES.kind in the contract).
const ACCEPT = 'image/png,image/jpeg,image/gif,image/webp,image/avif';

interface Props {
  photos: Photo[];
  colors: Option[];
  language: Language;
  /** Changes the photos as they are when it runs (uploads finish one after another). */
  onChange: (update: (photos: Photo[]) => Photo[]) => void;
}

/**
 * Photos uploaded from a file picker or dropped on the zone, in the order the shop shows them:
 * dragged, or moved with the up and down buttons (announced for screen readers). Each has its
 * alt text in the language being written and, optionally, the colour it shows.
 */
export function PhotosSection({ photos, colors, language, onChange }: Props) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [dragging, setDragging] = useState<number | null>(null);
  const [status, setStatus] = useState('');
  const [failure, setFailure] = useState('');

  async function upload(files: File[]) {
    setFailure('');
    for (const [i, file] of files.entries()) {
      setStatus(t('products.uploading', { count: i + 1, total: files.length }));
      try {
        const stored = await uploadPhoto(file);
        const photo = { url: stored.url, id: stored.id, alt: {}, color: '' };
        onChange((current) => [...current, photo]);
      } catch (error) {
        setFailure(`${file.name}: ${errorMessage(t, error)}`);
      }
    }
    setStatus(t('products.uploaded', { count: files.length }));
  }
  const reorder = (from: number, to: number) => {
    onChange((current) => move(current, from, to));
    setStatus(t('products.photoMoved', { position: to + 1, total: photos.length }));
  };
  const update = (index: number, change: Partial<Photo>) =>
    onChange((current) =>
      current.map((photo, i) => (i === index ? { ...photo, ...change } : photo)),
    );
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const files = [...event.dataTransfer.files];
    if (files.length) void upload(files);
  };

  return (
    <section className={styles.section} aria-labelledby="photos-title">
      <div className={styles.sectionHead}>
        <h2 id="photos-title">{t('products.photos')}</h2>
        <p className={styles.muted}>{t('products.photosHint')}</p>
      </div>
      <div
        className={styles.dropZone}
        data-over={over}
        onDragOver={(event) => {
          if (dragging !== null) return;
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <p>{t('products.dropHere')}</p>
        <input
          ref={input}
          type="file"
          className="visually-hidden"
          id="photo-files"
          // The button below opens it: the input itself is out of the tab order.
          tabIndex={-1}
          aria-label={t('products.choosePhotos')}
          accept={ACCEPT}
          multiple
          onChange={(event) => {
            void upload([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <Button variant="secondary" onClick={() => input.current?.click()}>
          {t('products.choosePhotos')}
        </Button>
      </div>
      <p role="status" className={styles.muted}>
        {status}
      </p>
      {failure && (
        <p role="alert" className={styles.problem}>
          {failure}
        </p>
      )}
      <ol className={styles.photos}>
        {photos.map((photo, index) => (
          <li
            key={photo.url}
            className={styles.photo}
            draggable
            data-dragging={dragging === index}
            onDragStart={(event) => {
              setDragging(index);
              event.dataTransfer.effectAllowed = 'move';
            }}
            onDragEnd={() => setDragging(null)}
            onDragOver={(event) => dragging !== null && event.preventDefault()}
            onDrop={(event) => {
              event.preventDefault();
              if (dragging !== null) reorder(dragging, index);
              setDragging(null);
            }}
          >
            <img src={photo.url} alt="" />
            <div className={styles.photoBar}>
              <span>{t('products.photoNumber', { position: index + 1 })}</span>
              <span className={styles.buttons}>
                <Button
                  variant="ghost"
                  disabled={index === 0}
                  aria-label={t('products.moveUp', { position: index + 1 })}
                  onClick={() => reorder(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  disabled={index === photos.length - 1}
                  aria-label={t('products.moveDown', { position: index + 1 })}
                  onClick={() => reorder(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('products.removePhoto', { position: index + 1 })}
                  onClick={() => onChange((current) => current.filter((_, i) => i !== index))}
                >
                  ×
                </Button>
              </span>
            </div>
            <TextField
              label={`${t('products.alt', { position: index + 1 })} · ${languageName(language)}`}
              value={photo.alt[language] ?? ''}
              placeholder={language === 'en' ? undefined : photo.alt.en}
              onChange={(event) =>
                update(index, { alt: { ...photo.alt, [language]: event.target.value } })
              }
            />
            <SelectField
              label={t('products.photoColor', { position: index + 1 })}
              value={photo.color}
              onChange={(event) => update(index, { color: event.target.value })}
            >
              <option value="">{t('products.everyColor')}</option>
              {colors.map((color) => (
                <option key={color.code} value={color.code}>
                  {color.names[language] || color.names.en}
                </option>
              ))}
            </SelectField>
          </li>
        ))}
      </ol>
    </section>
  );
}
