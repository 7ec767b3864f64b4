import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MerchantBanner } from '@contract/loyalty';
import { LOYALTY_LIMITS } from '@contract/loyaltyRules';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { formatInteger } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';

/** What the banner's section shows: loading, failed, not in the plan, or the banner. */
export type BannerShown =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'notIncluded' }
  | { status: 'ready'; banner: MerchantBanner };

export interface BannerViewProps {
  shown: BannerShown;
  pricingPath: string;
  onRetry: () => void;
  /** 'Upload a banner' or 'Replace banner'. */
  onUpload: () => void;
  t: Translate;
}

/** The ad banner: why it is not offered, or its picture, window and figures. */
export function BannerView({ shown, pricingPath, onRetry, onUpload, t }: BannerViewProps) {
  const headingId = useId();
  const language = t.language;
  const body = () => {
    switch (shown.status) {
      case 'loading':
        return <p role="status">{t('promotions.loading')}</p>;
      case 'failed':
        return (
          <div role="alert">
            <p>{t('promotions.loadFailed')}</p>
            <Button variant="secondary" onClick={onRetry}>
              {t('promotions.retry')}
            </Button>
          </div>
        );
      case 'notIncluded':
        return (
          <>
            <p>{t('promotions.banner.notIncluded')}</p>
            <p>
              <Link to={pricingPath}>{t('promotions.banner.seePlans')}</Link>
            </p>
          </>
        );
      case 'ready': {
        const { units, banner } = shown.banner;
        return (
          <>
            <p>
              {t('promotions.banner.units', {
                units: formatInteger(units, language),
                days: formatInteger(units * LOYALTY_LIMITS.bannerDaysPerUnit, language),
              })}
            </p>
            {banner === null ? (
              <>
                <p>{t('promotions.banner.none')}</p>
                <p>
                  <Button onClick={onUpload}>{t('promotions.banner.upload')}</Button>
                </p>
              </>
            ) : (
              <>
                <figure className="promotions-banner">
                  <Photo
                    photo={banner.photo}
                    sizes="(min-width: 40rem) 36rem, 90vw"
                    alt={t('promotions.banner.photoAlt', { title: banner.title })}
                  />
                  <figcaption>{banner.title}</figcaption>
                </figure>
                <p className="promotions-usage">
                  {banner.active ? t('promotions.banner.active') : t('promotions.banner.ended')}
                </p>
                <dl className="promotions-facts">
                  <div>
                    <dt>{t('promotions.banner.window')}</dt>
                    <dd>
                      {t('promotions.banner.windowDates', {
                        from: formatDate(banner.starts_at, language),
                        to: formatDate(banner.ends_at, language),
                      })}
                    </dd>
                  </div>
                  <div>
                    <dt>{t('promotions.banner.impressions')}</dt>
                    <dd>{formatInteger(banner.impressions, language)}</dd>
                  </div>
                  <div>
                    <dt>{t('promotions.banner.clicks')}</dt>
                    <dd>{formatInteger(banner.clicks, language)}</dd>
                  </div>
                </dl>
                <p>
                  <Button variant="secondary" onClick={onUpload}>
                    {t('promotions.banner.replace')}
                  </Button>
                </p>
              </>
            )}
          </>
        );
      }
    }
  };
  return (
    <Card as="section" className="promotions-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('promotions.banner.title')}</h2>
      <p className="promotions-section__lead">{t('promotions.banner.lead')}</p>
      {body()}
    </Card>
  );
}
