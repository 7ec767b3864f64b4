import { useId, useState, type FormEvent } from 'react';
import type { PhotoRef } from '@contract/store';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { PhotoField } from '../../shared/photos/PhotoField';
import type { Upload } from '../../shared/photos/photoUpload';
import { FormDialog, SaveActions } from './PromotionsDialog';
import type { FieldErrors } from './promotionsSlice';

export interface BannerDialogProps {
  replacing: boolean;
  /** The title of the banner running, when it is replaced. */
  title: string;
  photo: PhotoRef | null;
  upload: Upload;
  saving: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (title: string) => void;
  onCancel: () => void;
  onChoosePhoto: (file: File) => void;
  onCancelUpload: () => void;
  onRemovePhoto: () => void;
  t: Translate;
}

/** The banner's picture and title: a first banner, or the running one replaced. */
export function BannerDialog({
  replacing,
  title: savedTitle,
  photo,
  upload,
  saving,
  fieldErrors,
  error,
  onSubmit,
  onCancel,
  onChoosePhoto,
  onCancelUpload,
  onRemovePhoto,
  t,
}: BannerDialogProps) {
  const formId = useId();
  const [title, setTitle] = useState(savedTitle);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(title);
  };
  return (
    <FormDialog
      title={replacing ? t('promotions.banner.replaceTitle') : t('promotions.banner.addTitle')}
      onClose={onCancel}
      t={t}
      actions={
        <SaveActions
          formId={formId}
          saving={saving}
          label={t('promotions.banner.save')}
          onCancel={onCancel}
          t={t}
        />
      }
    >
      <form id={formId} className="promotions-form" noValidate onSubmit={submit}>
        <fieldset disabled={saving} className="promotions-form__fields">
          <PhotoField
            label={t('promotions.banner.fields.photo')}
            photo={photo}
            upload={upload}
            error={fieldErrors.photo_id}
            sizes="(min-width: 40rem) 32rem, 90vw"
            disabled={saving}
            onChoose={onChoosePhoto}
            onCancel={onCancelUpload}
            onRemove={onRemovePhoto}
            t={t}
          />
          <Field
            label={t('promotions.banner.fields.title')}
            value={title}
            error={fieldErrors.title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </fieldset>
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
