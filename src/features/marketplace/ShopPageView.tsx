import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { isOpenAt, yangonTimeOf, type Weekday } from '@contract/hours';
import type { PublicBranch, ShopPageResponse } from '@contract/store';
import { Page } from '../../components/Page/Page';
import { formatInteger, formatMmk, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';
import { CatalogueView, type CatalogueViewProps } from './CatalogueView';
import { BusyNote, HoursView, OpenStatus } from './HoursView';
import { weeklyHoursOf } from './hours';
import { addressParts, joinAddress } from './address';
import { telHref } from './phone';

export interface ShopPageViewProps {
  shop: ShopPageResponse;
  /** The time now (ms since the epoch), or null before the clock is read. */
  now: number | null;
  /** The marketplace filtered by the shop's category, and by its township. */
  categoryTo: string;
  townshipTo: string;
  place: string;
  /** The basket panel, where the shop takes orders. */
  ordering?: ReactNode;
  /** The store editor, for the shop's own merchant signed in (absent for everyone else). */
  editStoreTo?: string;
  /** The shop's rewards and posts (loyalty and promotions), when it has any. */
  rewards?: ReactNode;
  /** 'Report this shop', at the foot of the side column. */
  report?: ReactNode;
  /** The shop's rating and newest reviews, under the catalogue. */
  reviews?: ReactNode;
  /** 'Share' (the Web Share API, else links to Viber, Facebook and Telegram and 'Copy link'). */
  share?: ReactNode;
  onAdd?: CatalogueViewProps['onAdd'];
  onReserve?: CatalogueViewProps['onReserve'];
  /** 'Reserve a table', where the shop takes orders. */
  onReserveTable?: () => void;
  /** How many of each item (by id) the basket holds. */
  inOrder?: CatalogueViewProps['inOrder'];
  t: Translate;
}

function PhoneLink({ phone, t }: { phone: string; t: Translate }) {
  return <a href={telHref(phone)}>{localiseDigits(phone, t.language)}</a>;
}

function BranchView({
  branch,
  now,
  today,
  t,
}: {
  branch: PublicBranch;
  now: number | null;
  today: Weekday | null;
  t: Translate;
}) {
  const headingId = `branch-${branch.id}`;
  const hours = weeklyHoursOf(branch.hours);
  const open = now === null ? null : isOpenAt(hours, new Date(now));
  return (
    <li className="branch">
      <h3 id={headingId} className="branch__name">
        {branch.name}
      </h3>
      <OpenStatus open={open} live t={t} />
      <BusyNote until={branch.busy_until} open={open} now={now} t={t} />
      <dl className="shop-facts">
        <div>
          <dt>{t('marketplace.address')}</dt>
          <dd>{joinAddress(addressParts(branch.address, branch.township.name), t.language)}</dd>
        </div>
        <div>
          <dt>{t('marketplace.phone')}</dt>
          <dd>
            <PhoneLink phone={branch.phone} t={t} />
          </dd>
        </div>
      </dl>
      <details className="branch__hours">
        <summary>{t('marketplace.hoursHeading')}</summary>
        <HoursView
          hours={hours}
          today={today}
          label={t('marketplace.branchHours', { name: branch.name })}
          t={t}
        />
      </details>
    </li>
  );
}

/**
 * A listed shop's store page: cover and logo, name, category and place,
 * description, contact, opening hours with 'Open now' / 'Closed' (Myanmar time), branches, and
 * the catalogue.
 */
export function ShopPageView({
  shop,
  now,
  categoryTo,
  townshipTo,
  place,
  ordering,
  editStoreTo,
  rewards,
  report,
  reviews,
  share,
  onAdd,
  onReserve,
  onReserveTable,
  inOrder,
  t,
}: ShopPageViewProps) {
  const today = now === null ? null : yangonTimeOf(new Date(now)).weekday;
  const hours = weeklyHoursOf(shop.hours);
  const openNow = now === null ? null : isOpenAt(hours, new Date(now));
  return (
    <>
      {shop.cover ? (
        <div className="container shop-cover">
          <Photo
            photo={shop.cover}
            sizes="(min-width: 80rem) 80rem, 100vw"
            alt=""
            loading="eager"
            fetchPriority="high"
            className="shop-cover__image"
          />
        </div>
      ) : null}
      <Page title={shop.name} className="shop-page">
        <div className="shop-identity">
          {shop.logo ? (
            <Photo
              photo={shop.logo}
              sizes="96px"
              alt=""
              loading="eager"
              className="shop-identity__logo"
            />
          ) : null}
          <div className="shop-identity__text">
            <p className="shop-identity__meta">
              <Link
                to={categoryTo}
                title={t('marketplace.shopsInCategory', { name: shop.category.name })}
              >
                {shop.category.name}
              </Link>
              <span aria-hidden="true"> · </span>
              <Link
                to={townshipTo}
                title={t('marketplace.shopsInTownship', { name: shop.township.name })}
              >
                {place}
              </Link>
            </p>
            <div className="shop-identity__badges">
              {/* No 'Verified' badge: every listed shop has a verified phone, so it tells nothing. */}
              <OpenStatus open={openNow} t={t} />
            </div>
            {share}
          </div>
        </div>
        {editStoreTo ? (
          <p className="shop-page__owner">
            <Link to={editStoreTo} className="button button--primary">
              {t('marketplace.editYourStore')}
            </Link>
          </p>
        ) : null}
        {shop.description ? <p className="shop-description">{shop.description}</p> : null}
        <div className="shop-page__body">
          {/* The menu first (a phone shows it before anything else), then the basket, then the
              contact, hours and branches; wider screens put the basket and the rest beside the
              menu, the basket kept in view. */}
          <div className="shop-page__catalogue">
            {onReserveTable ? (
              <p className="shop-page__reserve-table">
                <button type="button" className="button button--secondary" onClick={onReserveTable}>
                  {t('ordering.reserveTable')}
                </button>
              </p>
            ) : null}
            <CatalogueView
              sections={shop.sections}
              items={shop.items}
              onAdd={onAdd}
              onReserve={onReserve}
              inOrder={inOrder}
              t={t}
            />
            {reviews}
          </div>
          <div className="shop-page__side">
            {ordering ? <div className="shop-page__basket">{ordering}</div> : null}
            <div className="shop-page__info">
              <section className="shop-panel" aria-labelledby="shop-contact">
                <h2 id="shop-contact">{t('marketplace.contactHeading')}</h2>
                <dl className="shop-facts">
                  {shop.address ? (
                    <div>
                      <dt>{t('marketplace.address')}</dt>
                      <dd>
                        {joinAddress(
                          addressParts(shop.address, shop.township.name, shop.district.name),
                          t.language,
                        )}
                      </dd>
                    </div>
                  ) : null}
                  <div>
                    <dt>{t('marketplace.phone')}</dt>
                    <dd>
                      <PhoneLink phone={shop.phone} t={t} />
                    </dd>
                  </div>
                </dl>
              </section>
              <section className="shop-panel" aria-labelledby="shop-hours">
                <h2 id="shop-hours">{t('marketplace.hoursHeading')}</h2>
                <OpenStatus open={openNow} live t={t} />
                <BusyNote until={shop.busy_until} open={openNow} now={now} t={t} />
                <HoursView hours={hours} today={today} labelledBy="shop-hours" t={t} />
              </section>
              {shop.delivery && shop.delivery.length > 0 ? (
                <section className="shop-panel" aria-labelledby="shop-delivery">
                  <h2 id="shop-delivery">{t('marketplace.deliveryHeading')}</h2>
                  <ul className="shop-delivery">
                    {shop.delivery.map((area) => (
                      <li key={area.township.id}>
                        {area.fee === 0
                          ? t('marketplace.deliversToFree', {
                              township: area.township.name,
                              min: formatMmk(area.min_total, t.language),
                            })
                          : t('marketplace.deliversTo', {
                              township: area.township.name,
                              fee: formatMmk(area.fee, t.language),
                              min: formatMmk(area.min_total, t.language),
                            })}{' '}
                        <span className="shop-delivery__time">
                          {t('marketplace.deliveryTime', {
                            minutes: formatInteger(area.eta_minutes, t.language),
                          })}
                        </span>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {shop.branches.length > 0 ? (
                <section className="shop-panel" aria-labelledby="shop-branches">
                  <h2 id="shop-branches">{t('marketplace.branchesHeading')}</h2>
                  <ul className="branches">
                    {shop.branches.map((branch) => (
                      <BranchView key={branch.id} branch={branch} now={now} today={today} t={t} />
                    ))}
                  </ul>
                </section>
              ) : null}
              {rewards}
              {report}
            </div>
          </div>
        </div>
      </Page>
    </>
  );
}
