import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { QR_SIZE } from './storeApi';
import { MAX_TABLES } from './tableNumbers';

export type TableQrImages =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'ready'; tables: { table: string; src: string }[] }
  | { status: 'failed' };

export interface TableQrViewProps {
  shopName: string;
  invalid: boolean;
  images: TableQrImages;
  onShow: (text: string) => void;
  onPrint: () => void;
  t: Translate;
}

/** 'Table QR codes': the tables typed, one printable menu QR code for each. */
export function TableQrView({ shopName, invalid, images, onShow, onPrint, t }: TableQrViewProps) {
  const titleId = useId();
  const [text, setText] = useState('');
  const language = t.language;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onShow(text);
  };
  return (
    <div className="table-qr" aria-labelledby={titleId} role="group">
      <h3 id={titleId} className="store-subtitle">
        {t('store.tableQr.title')}
      </h3>
      <p>{t('store.tableQr.lead')}</p>
      <form className="table-qr__form" onSubmit={submit} noValidate>
        <Field
          label={t('store.tableQr.tables')}
          hint={t('store.tableQr.hint')}
          error={
            invalid
              ? t('store.tableQr.invalid', { max: localiseDigits(String(MAX_TABLES), language) })
              : null
          }
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('store.tableQr.show')}
        </Button>
      </form>
      {images.status === 'loading' ? <p role="status">{t('store.tableQr.loading')}</p> : null}
      {images.status === 'failed' ? <p role="alert">{t('store.tableQr.failed')}</p> : null}
      {images.status === 'ready' ? (
        <>
          <ul className="table-qr-sheet">
            {images.tables.map(({ table, src }) => (
              <li key={table} className="table-qr-card">
                <p className="table-qr-card__name">{shopName}</p>
                <img
                  src={src}
                  width={QR_SIZE}
                  height={QR_SIZE}
                  alt={t('store.tableQr.alt', {
                    table: localiseDigits(table, language),
                    name: shopName,
                  })}
                />
                <p className="table-qr-card__table">
                  {t('store.tableQr.table', { table: localiseDigits(table, language) })}
                </p>
              </li>
            ))}
          </ul>
          <Button variant="secondary" onClick={onPrint}>
            {t('store.tableQr.print')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
