import { skipToken } from '@reduxjs/toolkit/query';
import { useState } from 'react';
import type { Translate } from '../../i18n/translate';
import { useTableQrImagesQuery } from './storeApi';
import { parseTableNumbers, tableAddress } from './tableNumbers';
import { TableQrView, type TableQrImages } from './TableQrView';

/** The body class that makes the print stylesheet print the table codes (not the page's code). */
const PRINT_TABLES = 'print-tables';

/** Table QR codes' container: the tables asked for, their codes drawn in the browser. */
export function TableQrCodes({
  shopName,
  shopAddress,
  t,
}: {
  shopName: string;
  /** The store page's full address (encoded, as a QR code carries it). */
  shopAddress: string;
  t: Translate;
}) {
  const [tables, setTables] = useState<string[]>([]);
  const [invalid, setInvalid] = useState(false);
  const { currentData, isError, isFetching } = useTableQrImagesQuery(
    tables.length === 0 ? skipToken : tables.map((table) => tableAddress(shopAddress, table)),
  );
  const images: TableQrImages =
    tables.length === 0
      ? { status: 'none' }
      : currentData && !isFetching
        ? {
            status: 'ready',
            tables: tables.map((table, i) => ({ table, src: currentData[i] ?? '' })),
          }
        : isError
          ? { status: 'failed' }
          : { status: 'loading' };
  return (
    <TableQrView
      shopName={shopName}
      invalid={invalid}
      images={images}
      onShow={(text) => {
        const parsed = parseTableNumbers(text);
        setInvalid(!parsed.ok);
        setTables(parsed.ok ? parsed.tables : []);
      }}
      onPrint={() => {
        // The browser's print dialog shows only the table codes until it closes.
        document.body.classList.add(PRINT_TABLES);
        window.addEventListener('afterprint', () => document.body.classList.remove(PRINT_TABLES), {
          once: true,
        });
        window.print();
      }}
      t={t}
    />
  );
}
