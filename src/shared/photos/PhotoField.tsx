import { useId, type ChangeEvent } from 'react';
import type { PhotoRef } from '@contract/store';
import { Button } from '../../components/Button/Button';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { Photo } from './Photo';
import { PHOTO_ACCEPT } from './photoRules';
import type { Upload } from './photoUpload';
import './photoField.css';

export interface PhotoFieldProps {
  /** The field's visible name ('Logo', 'Cover photo', 'Photo'). */
  label: string;
  photo: PhotoRef | null;
  upload: Upload;
  /** The server's word for this field (a 422), or the editor's own. */
  error?: string | null;
  /** How wide the preview is drawn, for its srcset. */
  sizes: string;
  disabled?: boolean;
  /**
   * Why no photo can be chosen yet (a store not saved yet has nowhere to keep one): the input is
   * disabled and this is shown under it.
   */
  unavailable?: string | null;
  onChoose: (file: File) => void;
  onCancel: () => void;
  onRemove: () => void;
  t: Translate;
}

/**
 * A photo field: the photo chosen (or a note that there is none), a file input, the upload's
 * progress with a way to cancel it, and why a file was refused.
 */
export function PhotoField({
  label,
  photo,
  upload,
  error,
  sizes,
  disabled = false,
  unavailable = null,
  onChoose,
  onCancel,
  onRemove,
  t,
}: PhotoFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const unavailableId = `${id}-unavailable`;
  const uploading = upload.status === 'uploading';
  const shownError = upload.status === 'failed' ? upload.error : (error ?? null);
  const describedBy = [unavailable === null ? '' : unavailableId, hintId, shownError ? errorId : '']
    .filter((part) => part !== '')
    .join(' ');
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (file) onChoose(file);
  };
  return (
    <div className="field store-photo">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <div className="store-photo__preview">
        {photo ? (
          <Photo photo={photo} sizes={sizes} alt={t('store.photo.current', { field: label })} />
        ) : (
          <p className="store-photo__none">{t('store.photo.none')}</p>
        )}
      </div>
      <input
        id={id}
        className="field__control store-photo__input"
        type="file"
        accept={PHOTO_ACCEPT}
        disabled={disabled || uploading || unavailable !== null}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={describedBy}
        onChange={choose}
      />
      {unavailable !== null ? (
        <p id={unavailableId} className="field__hint">
          {unavailable}
        </p>
      ) : null}
      <p id={hintId} className="field__hint">
        {t('store.photo.hint')}
      </p>
      {uploading ? (
        <div className="store-photo__progress">
          <progress
            max={100}
            value={upload.percent}
            aria-label={t('store.photo.uploading', { field: label })}
          />
          <span aria-hidden="true">{localiseDigits(`${upload.percent}%`, t.language)}</span>
          <Button variant="secondary" onClick={onCancel}>
            {t('store.photo.cancel')}
          </Button>
        </div>
      ) : null}
      {photo && !uploading ? (
        <Button
          variant="ghost"
          className="store-photo__remove"
          disabled={disabled}
          onClick={onRemove}
        >
          {t('store.photo.remove', { field: label })}
        </Button>
      ) : null}
      {shownError ? (
        <p id={errorId} className="field__error" role="alert">
          {shownError}
        </p>
      ) : null}
    </div>
  );
}
