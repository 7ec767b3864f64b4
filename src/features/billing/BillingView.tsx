import { Announcement } from '../../components/Message/Message';
import { Link } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { prefill } from '../../shared/shopDetails/prefill';
import type { Category, Township } from '@contract';
import type { OrderSummary } from '@contract/billing';
import type { ShopSubscriptionSummary } from '@contract/shopSubscription';
import { Button } from '../../components/Button/Button';
import { Field, SelectField } from '../../components/Field/Field';
import { Page } from '../../components/Page/Page';
import { ZawgyiNotice } from '../../components/ZawgyiNotice/ZawgyiNotice';
import { formatNumber, formatUsd } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { localName } from '../../shared/reference/localName';
import {
  CARD_NUMBER_MAX_LENGTH,
  digitsOnly,
  formatCardNumber,
  type CardFieldErrors,
  type CardFormValues,
  type ShopFormValues,
} from './validation';
import './billing.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { Card } from '../../components/Card/Card';
import { OrderSummaryView, type PartnerCodeControls } from './OrderSummaryView';

export interface BillingViewProps {
  summary: ShopSubscriptionSummary;
  categories: readonly Category[];
  townships: readonly Township[];
  /** The category and township lists are on their way. */
  loadingLists: boolean;
  /**
   * What the merchant has told already: the shop name, address, category and township (editable,
   * filled in only where still blank, also when they arrive after the form), phone and email
   * (the account's, disabled).
   */
  initialShop: Pick<ShopFormValues, 'shopName' | 'phone' | 'email'> &
    Partial<Pick<ShopFormValues, 'address' | 'categoryId' | 'township'>>;
  /**
   * The pending plan order as the server priced it: the summary lists and charges it. Null: the
   * shop fee.
   */
  order: OrderSummary | null;
  /** The order summary has not answered yet: nothing can be paid until it has. */
  summaryLoading: boolean;
  /** The order's price could not be asked for: paying waits, as the fee is not what is owed. */
  summaryFailed: boolean;
  partnerCode: PartnerCodeControls;
  /** A payment is under way: both buttons are disabled and read 'Processing...'. */
  busy: boolean;
  fieldErrors: CardFieldErrors;
  /** The years the Expiration Year field accepts (this year to plus 10). */
  years: { min: number; max: number };
  onSubmit: (shop: ShopFormValues, card: CardFormValues) => void;
  onBack: () => void;
  /** Unicode text offered for a free-text field whose text looks like Zawgyi. */
  zawgyiOffers: Partial<Record<ZawgyiField, string>>;
  /** A free-text field lost focus with this text: the container checks it for Zawgyi. */
  onFreeTextBlur: (field: ZawgyiField, text: string) => void;
  /** The merchant took the Unicode text or kept the typed one: this text stays. */
  onZawgyiSettled: (field: ZawgyiField, text: string) => void;
  t: Translate;
}

/** The saved free-text fields that may be typed in Zawgyi. */
export type ZawgyiField = 'shopName' | 'address';

const emptyCard: CardFormValues = {
  cardNumber: '',
  cardHolderName: '',
  expirationMonth: '',
  expirationYear: '',
  cvc: '',
};

/** The shop registration and payment screen. Props only. */
export function BillingView({
  summary,
  categories,
  townships,
  loadingLists,
  initialShop,
  order,
  summaryLoading,
  summaryFailed,
  partnerCode,
  busy,
  fieldErrors,
  years,
  onSubmit,
  onBack,
  zawgyiOffers,
  onFreeTextBlur,
  onZawgyiSettled,
  t,
}: BillingViewProps) {
  const language = t.language;
  // Phone and email are the session's and cannot be edited: they are read from the props.
  const [shop, setShop] = useState<Omit<ShopFormValues, 'phone' | 'email'>>(() => ({
    shopName: initialShop.shopName,
    address: initialShop.address ?? '',
    categoryId: initialShop.categoryId ?? '',
    township: initialShop.township ?? '',
  }));
  // The fields the merchant has typed in: what arrives later never overwrites them.
  const typed = useRef(new Set<keyof typeof shop>());
  const { shopName: knownName, address: knownAddress } = initialShop;
  const { categoryId: knownCategory, township: knownTownship } = initialShop;
  useEffect(() => {
    setShop((current) =>
      prefill(
        current,
        {
          shopName: knownName,
          address: knownAddress,
          categoryId: knownCategory,
          township: knownTownship,
        },
        typed.current,
      ),
    );
  }, [knownName, knownAddress, knownCategory, knownTownship]);
  // The card stays here, in the form, until it is handed to the payment call.
  const [card, setCard] = useState<CardFormValues>(emptyCard);
  const summaryId = useId();
  const shopId = useId();
  const cardId = useId();

  const setShopField = (field: keyof typeof shop) => (value: string) => {
    typed.current.add(field);
    setShop((current) => ({ ...current, [field]: value }));
  };
  const setCardField = (field: keyof CardFormValues) => (value: string) =>
    setCard((current) => ({ ...current, [field]: value }));

  const notice = (field: ZawgyiField) => {
    const unicode = zawgyiOffers[field];
    if (unicode === undefined) return null;
    return (
      <ZawgyiNotice
        unicode={unicode}
        onUse={() => {
          setShopField(field)(unicode);
          onZawgyiSettled(field, unicode);
        }}
        onKeep={() => onZawgyiSettled(field, shop[field])}
      />
    );
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit({ ...shop, phone: initialShop.phone, email: initialShop.email }, card);
  };

  return (
    <Page title={t('payment.billingTitle')} className="billing-page">
      <form className="billing-layout" onSubmit={submit} noValidate aria-busy={busy}>
        <div className="billing-layout__side">
          <Card
            as="section"
            className="billing-summary"
            aria-labelledby={summaryId}
            aria-busy={summaryLoading}
          >
            <h2 id={summaryId}>{t('payment.summaryTitle')}</h2>
            {summaryFailed ? (
              <p role="alert" className="billing-summary__failed">
                {t('payment.summaryFailed')}
              </p>
            ) : null}
            {order ? (
              <>
                <OrderSummaryView order={order} partnerCode={partnerCode} paying={busy} t={t} />
                <p className="billing-summary__other-ways">
                  <Link to={routePaths.payment}>{t('payment.payByWalletLink')}</Link>
                </p>
              </>
            ) : (
              <table className="billing-summary__table">
                <tbody>
                  <tr>
                    <th scope="row">{t('payment.subscriptionFee')}</th>
                    <td>{`${formatUsd(summary.fee, language)} ${summary.currency}`}</td>
                  </tr>
                  <tr>
                    <th scope="row">{t('payment.tax')}</th>
                    {/* Unrounded (4.9995): docs/rules.md, Paying for plans. */}
                    <td>{`${formatNumber(summary.tax, language, { maxFractionDigits: 4 })} ${summary.currency}`}</td>
                  </tr>
                  <tr className="billing-summary__total">
                    <th scope="row">{t('payment.total')}</th>
                    <td>{`${formatUsd(summary.total, language)} ${summary.currency}`}</td>
                  </tr>
                </tbody>
              </table>
            )}
          </Card>
        </div>

        <div className="billing-layout__main">
          <Card as="section" aria-labelledby={shopId}>
            <h2 id={shopId}>{t('payment.shopTitle')}</h2>
            {loadingLists ? (
              <Spinner className="billing-loading">{t('payment.loadingLists')}</Spinner>
            ) : null}
            <div className="billing-grid">
              <div>
                <Field
                  label={t('payment.shopName')}
                  name="shopName"
                  autoComplete="organization"
                  value={shop.shopName}
                  onChange={(e) => setShopField('shopName')(e.target.value)}
                  onBlur={() => onFreeTextBlur('shopName', shop.shopName)}
                />
                {notice('shopName')}
              </div>
              <div>
                <Field
                  label={t('payment.address')}
                  name="address"
                  autoComplete="street-address"
                  required
                  value={shop.address}
                  onChange={(e) => setShopField('address')(e.target.value)}
                  onBlur={() => onFreeTextBlur('address', shop.address)}
                />
                {notice('address')}
              </div>
              <SelectField
                label={t('payment.shopCategory')}
                name="categoryId"
                required
                placeholder={t('payment.selectCategory')}
                options={categories.map((c) => ({
                  value: String(c.id),
                  label: localName(c, t.language),
                }))}
                value={shop.categoryId}
                onChange={(e) => setShopField('categoryId')(e.target.value)}
              />
              <SelectField
                label={t('payment.township')}
                name="township"
                required
                placeholder={t('payment.selectTownship')}
                options={townships.map((tw) => ({
                  value: tw.name,
                  label: localName(tw, t.language),
                }))}
                value={shop.township}
                onChange={(e) => setShopField('township')(e.target.value)}
              />
              <Field
                label={t('payment.phone')}
                name="phone"
                type="tel"
                disabled
                value={initialShop.phone}
                readOnly
              />
              <Field
                label={t('payment.email')}
                name="email"
                type="email"
                disabled
                value={initialShop.email}
                readOnly
              />
            </div>
          </Card>

          <Card as="section" aria-labelledby={cardId}>
            <h2 id={cardId}>{t('payment.paymentInformationTitle')}</h2>
            <div className="billing-grid">
              <Field
                className="billing-grid__wide"
                label={t('payment.cardNumber')}
                name="cardNumber"
                inputMode="numeric"
                autoComplete="cc-number"
                maxLength={CARD_NUMBER_MAX_LENGTH}
                placeholder="1234 5678 9012 3456"
                required
                error={fieldErrors.cardNumber}
                value={card.cardNumber}
                onChange={(e) => setCardField('cardNumber')(formatCardNumber(e.target.value))}
              />
              <Field
                className="billing-grid__wide"
                label={t('payment.cardHolderName')}
                name="cardHolderName"
                autoComplete="cc-name"
                required
                value={card.cardHolderName}
                onChange={(e) => setCardField('cardHolderName')(e.target.value)}
              />
              <Field
                label={t('payment.expirationMonth')}
                name="expirationMonth"
                inputMode="numeric"
                autoComplete="cc-exp-month"
                maxLength={2}
                placeholder="MM"
                required
                error={fieldErrors.expirationMonth}
                value={card.expirationMonth}
                onChange={(e) => setCardField('expirationMonth')(digitsOnly(e.target.value, 2))}
              />
              <Field
                label={t('payment.expirationYear')}
                name="expirationYear"
                inputMode="numeric"
                autoComplete="cc-exp-year"
                maxLength={4}
                placeholder={String(years.min)}
                required
                error={fieldErrors.expirationYear}
                value={card.expirationYear}
                onChange={(e) => setCardField('expirationYear')(digitsOnly(e.target.value, 4))}
              />
              <Field
                label={t('payment.cvc')}
                name="cvc"
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={3}
                placeholder="123"
                required
                error={fieldErrors.cvc}
                value={card.cvc}
                onChange={(e) => setCardField('cvc')(digitsOnly(e.target.value, 3))}
              />
            </div>
          </Card>

          {/* Screen readers hear the buttons' new words: a button's own text is not announced. */}
          <Announcement>{busy ? t('payment.processing') : null}</Announcement>
          <div className="billing-actions">
            <Button variant="secondary" disabled={busy} onClick={onBack}>
              {busy ? t('payment.processing') : t('payment.back')}
            </Button>
            <Button
              type="submit"
              disabled={busy || loadingLists || summaryLoading || summaryFailed || partnerCode.busy}
            >
              {busy ? t('payment.processing') : t('payment.completeRegistration')}
            </Button>
          </div>
        </div>
      </form>
    </Page>
  );
}
