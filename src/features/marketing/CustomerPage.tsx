import { Link } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import { ExploreView } from './ExploreView';
import { useTranslator } from '../../i18n/useTranslator';
import { numberedMessages } from './numberedMessages';
import './marketing.css';

/** /customer: what the marketplace offers shoppers (static). */
export function CustomerPage() {
  const t = useTranslator();
  const offers = numberedMessages(t, 'pages.customerContent.offers', ['title', 'text']);
  const steps = numberedMessages(t, 'pages.customerContent.steps', ['title', 'text']);
  return (
    <>
      <Page title={t('marketing.customerTitle')} className="info-page">
        <p className="page__lead">{t('pages.customerContent.lead')}</p>
        <section className="feature-block" aria-labelledby="customer-offers">
          <h2 id="customer-offers">{t('pages.customerContent.offersHeading')}</h2>
          <ul className="info-cards" role="list">
            {offers.map((offer) => (
              <li key={offer.title} className="card">
                <h3>{offer.title}</h3>
                <p>{offer.text}</p>
              </li>
            ))}
          </ul>
        </section>
        <section className="feature-block" aria-labelledby="customer-steps">
          <h2 id="customer-steps">{t('pages.customerContent.stepsHeading')}</h2>
          <ol className="feature-steps">
            {steps.map((step) => (
              <li key={step.title} className="feature-step">
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </section>
        <section className="feature-block callout" aria-labelledby="customer-merchants">
          <h2 id="customer-merchants">{t('pages.customerContent.merchantsHeading')}</h2>
          <p>{t('pages.customerContent.merchantsText')}</p>
          <div className="callout__actions">
            <Link className="button button--primary" to={routePaths.register}>
              {t('pages.customerContent.registerLink')}
            </Link>
            <Link className="button button--secondary" to={routePaths.price}>
              {t('pages.customerContent.pricingLink')}
            </Link>
          </div>
        </section>
      </Page>
      <ExploreView t={t} />
    </>
  );
}
