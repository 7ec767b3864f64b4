import { Link } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import { ExploreView } from './ExploreView';
import { marketingMessages } from './messages';
import { customerContent as c } from './pagesContent';
import './marketing.css';

/** /customer: what the marketplace offers shoppers (static). */
export function CustomerPage() {
  return (
    <>
      <Page title={marketingMessages.customerTitle} className="info-page">
        <p className="page__lead">{c.lead}</p>
        <section className="feature-block" aria-labelledby="customer-offers">
          <h2 id="customer-offers">{c.offersHeading}</h2>
          <ul className="info-cards" role="list">
            {c.offers.map((offer) => (
              <li key={offer.title} className="card">
                <h3>{offer.title}</h3>
                <p>{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="feature-block" aria-labelledby="customer-steps">
          <h2 id="customer-steps">{c.stepsHeading}</h2>
          <ol className="feature-steps">
            {c.steps.map((step) => (
              <li key={step.title} className="feature-step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="feature-block callout" aria-labelledby="customer-merchants">
          <h2 id="customer-merchants">{c.merchantsHeading}</h2>
          <p>{c.merchantsText}</p>
          <div className="callout__actions">
            <Link className="button button--primary" to={routePaths.register}>
              {c.registerLink}
            </Link>
            <Link className="button button--secondary" to={routePaths.price}>
              {c.pricingLink}
            </Link>
          </div>
        </section>
      </Page>
      <ExploreView />
    </>
  );
}
