import { useId } from 'react';
import { Link } from 'react-router-dom';
import { homeAnchors, routePaths } from '../../app/routes';
import { marketingMessages as m } from './messages';

const ADDON_LINKS = [
  { to: routePaths.additionalFeatures.analytics, label: m.analyticsTitle },
  { to: routePaths.additionalFeatures.branches, label: m.branchesTitle },
  { to: routePaths.additionalFeatures.socialMedia, label: m.socialMediaTitle },
  { to: routePaths.additionalFeatures.advertisement, label: m.advertisementTitle },
  { to: routePaths.additionalFeatures.designs, label: m.designsTitle },
  { to: routePaths.additionalFeatures.orders, label: m.ordersTitle },
];

const MORE_LINKS = [
  { to: routePaths.price, label: m.explorePricing },
  { to: routePaths.customer, label: m.exploreCustomers },
  { to: routePaths.training, label: m.exploreTraining },
  { to: routePaths.paymentMethod, label: m.explorePaymentMethods },
  { to: homeAnchors.contact, label: m.exploreContact },
];

/**
 * The links block that closes the landing page and the feature pages, above the site footer:
 * every add-on page and the other public pages, so that a visitor never reaches a dead end.
 */
export function ExploreView() {
  const headingId = useId();
  return (
    <nav className="explore" aria-labelledby={headingId}>
      <div className="container explore__inner">
        <h2 id={headingId} className="explore__heading">
          {m.exploreHeading}
        </h2>
        <div className="explore__columns">
          <div>
            <h3 className="explore__group">{m.exploreAddons}</h3>
            <ul className="explore__list" role="list">
              {ADDON_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
          <div>
            <h3 className="explore__group">{m.exploreMore}</h3>
            <ul className="explore__list" role="list">
              {MORE_LINKS.map((link) => (
                <li key={link.to}>
                  <Link to={link.to}>{link.label}</Link>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
    </nav>
  );
}
