import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { ReactNode } from 'react';
import type { Receipt, ReceiptLine } from '@contract/billing';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Table } from '../../components/Table/Table';
import { formatDate } from '../../i18n/dates';
import { formatInteger, formatNumber, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import {
  cardBrandName,
  formatDeduction,
  formatMinorAmount,
  walletProviderName,
} from './receiptFormat';
import './receipt.css';
import { addonName, planName } from '../../shared/reference/productNames';
import { codeMark, withCodes } from '../../shared/money/codes';

export interface ReceiptViewProps {
  receipt: Receipt;
  dashboardPath: string;
  onPrint: () => void;
  t: Translate;
}

/**
 * How the receipt was paid: the card's brand and last four digits, the mobile wallet's provider
 * and its reference of the payment, or the bank transfer's reference and the bank's transaction
 * id. References are codes, shown in `<code>` as written, to be matched with the wallet's or the
 * bank's own records.
 */
function paidBy(payment: Receipt['payment'], t: Translate): ReactNode {
  switch (payment.method) {
    case 'card':
      return t('dashboard.receiptPage.card', {
        brand: cardBrandName(payment.brand),
        last4: localiseDigits(payment.last4, t.language),
      });
    case 'wallet':
      return withCodes(
        t('dashboard.receiptPage.wallet', {
          provider: walletProviderName(
            payment.provider,
            t('dashboard.receiptPage.sandboxProvider'),
          ),
          reference: codeMark(payment.provider_reference),
        }),
      );
    case 'bank_transfer':
      return withCodes(
        payment.transaction_id === null
          ? t('dashboard.receiptPage.bankTransferNoId', { reference: codeMark(payment.reference) })
          : t('dashboard.receiptPage.bankTransfer', {
              reference: codeMark(payment.reference),
              transaction: codeMark(payment.transaction_id),
            }),
      );
  }
}

/** A row of the receipt's table: a line bought, or one of the figures that make the total. */
interface Row {
  key: string;
  description: string;
  quantity: string;
  amount: string;
}

/**
 * A receipt as issued: seller, buyer, number and date (Yangon's calendar), what was paid for, every
 * figure between the lines and the total (discounts, the credit of an upgrade, tax), and how it
 * was paid (card, mobile wallet or bank transfer). Printed, the page is the receipt alone on one A4 sheet (receipt.css).
 */
export function ReceiptView({ receipt, dashboardPath, onPrint, t }: ReceiptViewProps) {
  const language = t.language;
  const sellerId = useId();
  const buyerId = useId();
  const linesId = useId();
  const { currency } = receipt;
  const amount = (minor: number) => formatMinorAmount(minor, currency, language);
  const deduction = (minor: number) => formatDeduction(minor, currency, language);
  const date = (iso: string) => formatDate(iso, language);

  const describe = (line: ReceiptLine) =>
    line.kind === 'plan' && line.months !== null
      ? t('dashboard.receiptPage.planLine', { plan: planName(line.name, t), months: line.months })
      : addonName(line.name, t);
  const rows: Row[] = receipt.lines.map((line, index) => ({
    key: `line-${index}`,
    description: describe(line),
    quantity: formatInteger(line.quantity, language),
    amount: amount(line.amount_minor),
  }));
  const figure = (key: string, description: string, value: string): Row => ({
    key,
    description,
    quantity: '',
    amount: value,
  });
  // A paid downgrade the order replaced was credited whole, on a line of its own.
  const scheduledCredit = receipt.replaced_scheduled?.credit_minor ?? 0;
  const totals: Row[] = [
    ...(receipt.feature_discount_minor > 0
      ? [
          figure(
            'feature-discount',
            t('dashboard.receiptPage.featureDiscount'),
            deduction(receipt.feature_discount_minor),
          ),
        ]
      : []),
    ...(receipt.partner_discount_minor > 0
      ? [
          figure(
            'partner-discount',
            t('dashboard.receiptPage.partnerDiscount', { code: receipt.partner_code ?? '' }),
            deduction(receipt.partner_discount_minor),
          ),
        ]
      : []),
    ...(receipt.credit_minor - scheduledCredit > 0
      ? [
          figure(
            'credit',
            t('dashboard.receiptPage.credit', { days: receipt.credit_days }),
            deduction(receipt.credit_minor - scheduledCredit),
          ),
        ]
      : []),
    ...(receipt.replaced_scheduled && scheduledCredit > 0
      ? [
          figure(
            'credit-scheduled',
            t('dashboard.receiptPage.creditScheduled', {
              plan: planName(receipt.replaced_scheduled.plan, t),
            }),
            deduction(scheduledCredit),
          ),
        ]
      : []),
    figure(
      'tax',
      t('dashboard.receiptPage.tax', {
        percent: formatNumber(receipt.tax_percent, language, { maxFractionDigits: 2 }),
      }),
      amount(receipt.tax_minor),
    ),
    figure('total', t('dashboard.receiptPage.total'), amount(receipt.total_minor)),
  ];
  const currencyLabel = currency === 'MMK' ? t('dashboard.currencyMmk') : currency;

  return (
    <Page
      title={t('dashboard.receiptPage.title', {
        number: localiseDigits(receipt.number, language),
      })}
      className="receipt-page"
    >
      <div className="receipt-actions">
        <Button onClick={onPrint}>{t('dashboard.receiptPage.print')}</Button>
        <Link to={dashboardPath} className="button button--secondary">
          {t('dashboard.receiptPage.back')}
        </Link>
      </div>
      <article className="receipt">
        <div className="receipt__parties">
          <section aria-labelledby={sellerId}>
            <h2 id={sellerId}>{t('dashboard.receiptPage.seller')}</h2>
            <p>{receipt.seller.name}</p>
            <p>{receipt.seller.address}</p>
          </section>
          <section aria-labelledby={buyerId}>
            <h2 id={buyerId}>{t('dashboard.receiptPage.buyer')}</h2>
            <p>{receipt.buyer.shop_name}</p>
            {receipt.buyer.address ? <p>{receipt.buyer.address}</p> : null}
            <p>{receipt.buyer.township}</p>
          </section>
        </div>
        <dl className="receipt__facts">
          <div>
            <dt>{t('dashboard.receiptPage.number')}</dt>
            <dd>{localiseDigits(receipt.number, language)}</dd>
          </div>
          <div>
            <dt>{t('dashboard.receiptPage.date')}</dt>
            <dd>{date(receipt.issued_at)}</dd>
          </div>
          {receipt.period ? (
            <div>
              <dt>{t('dashboard.receiptPage.period')}</dt>
              <dd>
                {t('dashboard.receiptPage.periodValue', {
                  start: date(receipt.period.starts_at),
                  end: date(receipt.period.ends_at),
                })}
              </dd>
            </div>
          ) : null}
          <div>
            <dt>{t('dashboard.receiptPage.method')}</dt>
            <dd>{paidBy(receipt.payment, t)}</dd>
          </div>
        </dl>
        <h2 id={linesId} className="receipt__lines-title">
          {t('dashboard.receiptPage.linesTitle')}
        </h2>
        <Table
          labelledBy={linesId}
          rows={rows}
          footRows={totals}
          rowKey={(row) => row.key}
          columns={[
            {
              header: t('dashboard.receiptPage.description'),
              cell: (row) => row.description,
              rowHeader: true,
            },
            {
              header: t('dashboard.receiptPage.quantity'),
              cell: (row) => row.quantity,
              numeric: true,
            },
            {
              header: t('dashboard.receiptPage.amount', { currency: currencyLabel }),
              cell: (row) => row.amount,
              numeric: true,
            },
          ]}
        />
      </article>
    </Page>
  );
}
