/**
 * `/admin/merchants/:merchantId`: a merchant's page; the add-note form only for roles that may
 * write notes (the server refuses the others too).
 */
import { useParams } from 'react-router-dom';
import { adminPartOf } from '../adminSections';
import { useAppSelector } from '../../../app/hooks';
import { useTranslator } from '../../../i18n/useTranslator';
import { localName } from '../../../shared/reference/localName';
import { useGetTownshipsQuery } from '../../../shared/reference/referenceApi';
import { useAddMerchantNoteMutation, useAdminMerchantQuery } from './adminMerchantsApi';
import { MerchantDetailView, NoteForm } from './MerchantsViews';
import { roleMay, selectOperatorRole } from '../shell/operatorRole';
import './merchants.css';

export function MerchantSection() {
  const t = useTranslator();
  const id = Number(adminPartOf(useParams()['*'] ?? '')?.id);
  const valid = Number.isInteger(id) && id > 0;
  const merchant = useAdminMerchantQuery(id, { skip: !valid });
  const role = useAppSelector(selectOperatorRole);
  const [addNote, adding] = useAddMerchantNoteMutation();
  const townships = useGetTownshipsQuery();
  const townshipName = (townshipId: number) => {
    const found = townships.data?.find((township) => township.id === townshipId);
    return found ? localName(found, t.language) : '';
  };
  const notFound = !valid || (merchant.error as { status?: unknown } | undefined)?.status === 404;
  if (notFound) return <p role="alert">{t('admin.merchants.detail.notFound')}</p>;
  if (!merchant.data) {
    return merchant.isError ? (
      <p role="alert">{t('admin.merchants.failed')}</p>
    ) : (
      <p role="status">{t('admin.merchants.loading')}</p>
    );
  }
  const noteForm = roleMay(role, 'moderation') ? (
    <NoteForm
      t={t}
      busy={adding.isLoading}
      failed={adding.isError}
      onAdd={(body) =>
        addNote({ merchantId: id, body })
          .unwrap()
          .then(() => true)
          .catch(() => false)
      }
    />
  ) : null;
  return (
    <MerchantDetailView
      t={t}
      detail={merchant.data}
      townshipName={townshipName}
      noteForm={noteForm}
    />
  );
}
