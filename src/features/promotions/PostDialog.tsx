import { useId, useState, type FormEvent } from 'react';
import type { ShopPost } from '@contract/loyalty';
import type { PhotoRef } from '@contract/store';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import type { Translate } from '../../i18n/translate';
import { PhotoField } from '../../shared/photos/PhotoField';
import type { Upload } from '../../shared/photos/photoUpload';
import { FormDialog, SaveActions, TextAreaField } from './PromotionsDialog';
import type { FieldErrors } from './promotionsSlice';
import type { PostFormValues } from './validation';
import { shownDate, shownTime } from '../../i18n/fieldValues';

export interface PostDialogProps {
  /** The post edited, or null for a new one. */
  post: ShopPost | null;
  photo: PhotoRef | null;
  upload: Upload;
  saving: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSubmit: (values: PostFormValues) => void;
  onCancel: () => void;
  onChoosePhoto: (file: File) => void;
  onCancelUpload: () => void;
  onRemovePhoto: () => void;
  t: Translate;
}

const valuesOf = (post: ShopPost | null): PostFormValues => ({
  kind: post?.kind ?? 'announcement',
  title: post?.title ?? '',
  body: post?.body ?? '',
  eventDate: post?.event_date ?? '',
  eventTime: post?.event_time ?? '',
});

/** A new post or an edit: kind, title, text, an event's date and time, and an optional photo. */
export function PostDialog({
  post,
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
}: PostDialogProps) {
  const formId = useId();
  const [values, setValues] = useState<PostFormValues>(() => valuesOf(post));
  const set = <K extends keyof PostFormValues>(key: K, value: PostFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(values);
  };
  return (
    <FormDialog
      title={post === null ? t('promotions.posts.addTitle') : t('promotions.posts.editTitle')}
      onClose={onCancel}
      t={t}
      actions={
        <SaveActions
          formId={formId}
          saving={saving}
          label={t('promotions.posts.publish')}
          onCancel={onCancel}
          t={t}
        />
      }
    >
      <form id={formId} className="promotions-form" noValidate onSubmit={submit}>
        <fieldset disabled={saving} className="promotions-form__fields">
          <ChoiceGroup
            legend={t('promotions.posts.fields.kind')}
            options={[
              { value: 'announcement', label: t('promotions.posts.kindAnnouncement') },
              { value: 'event', label: t('promotions.posts.kindEvent') },
            ]}
            value={values.kind}
            onChange={(kind) => set('kind', kind)}
          />
          <Field
            label={t('promotions.posts.fields.title')}
            value={values.title}
            error={fieldErrors.title}
            onChange={(e) => set('title', e.target.value)}
          />
          <TextAreaField
            label={t('promotions.posts.fields.body')}
            rows={4}
            value={values.body}
            error={fieldErrors.body}
            onChange={(e) => set('body', e.target.value)}
          />
          {values.kind === 'event' ? (
            <div className="promotions-form__row">
              <Field
                label={t('promotions.posts.fields.eventDate')}
                type="date"
                value={values.eventDate}
                shownValue={shownDate(values.eventDate, t.language)}
                error={fieldErrors.event_date}
                onChange={(e) => set('eventDate', e.target.value)}
              />
              <Field
                label={t('promotions.posts.fields.eventTime')}
                type="time"
                value={values.eventTime}
                shownValue={shownTime(values.eventTime, t.language)}
                error={fieldErrors.event_time}
                onChange={(e) => set('eventTime', e.target.value)}
              />
            </div>
          ) : null}
          <PhotoField
            label={t('promotions.posts.fields.photo')}
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
        </fieldset>
        <Message tone="error">{error}</Message>
      </form>
    </FormDialog>
  );
}
