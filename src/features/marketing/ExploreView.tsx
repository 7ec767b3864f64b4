import { useId } from 'react';
import { Link } from 'react-router-dom';
import { homeAnchors, routePaths } from '../../app/routes';
import type { Translate } from '../../i18n/translate';

const ADDON_LINKS = [
  { to: routePaths.additionalFeatures.analytics, label: 'marketing.analyticsTitle' },
  { to: routePaths.additionalFeatures.branches, label: 'marketing.branchesTitle' },
  { to: routePaths.additionalFeatures.socialMedia, label: 'marketing.socialMediaTitle' },
  { to: routePaths.additionalFeatures.advertisement, label: 'marketing.advertisementTitle' },
  { to: routePaths.additionalFeatures.designs, label: 'marketing.designsTitle' },
  { to: routePaths.additionalFeatures.orders, label: 'marketing.ordersTitle' },
] as const;

const MORE_LINKS = [
  { to: routePaths.price, label: 'marketing.explorePricing' },
  { to: routePaths.customer, label: 'marketing.exploreCustomers' },
  { to: routePaths.training, label: 'marketing.exploreTraining' },
  { to: routePaths.paymentMethod, label: 'marketing.explorePaymentMethods' },
  { to: homeAnchors.contact, label: 'marketing.exploreContact' },
] as const;

/**
 * The links block that closes the landing page and the feature pages, above the site footer:
 * every add-on page and the other public pages, so that a visitor never reaches a dead end.
 */
export function ExploreView({ t }: { t: Translate }) {
  const headingId = useId();
  return (
    <nav className="explore" aria-labelledby={headingId}>
      <div className="container explore__inner">
        <h2 id={headingId} className="explore__heading">
          {t('marketing.exploreHeading')}
        </h2>
        <div className="explore__columns">
          <div>
            <h3 className="explore__group">{t('marketing.exploreAddons')}</h3>
            <ul className="explore__list" role="list">
              {ADDON_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="explore__group">{t('marketing.exploreMore')}</h3>
            <ul className="explore__list" role="list">
              {MORE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{t(link.label)}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </nav>
  );
}
