import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/Button/Button';
import { Page } from '../../../components/Page/Page';
import { ExploreView } from '../ExploreView';
import type { Translate } from '../../../i18n/translate';
import type { FeatureContent, FeaturePrice } from './featureContent';
import '../marketing.css';

export interface FeaturePageViewProps {
  t: Translate;
  content: FeatureContent;
  /** The call to action was pressed (Enable Analytics, Subscribe Now, Book Ad Space, …). */
  onCta: () => void;
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="feature-block" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

function PriceTable({ t, caption, rows }: { t: Translate; caption: string; rows: FeaturePrice[] }) {
  return (
    <table className="price-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('pages.featurePage.pricingItem')}</th>
          <th scope="col">{t('pages.featurePage.pricingPrice')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.item}>
            <th scope="row">{row.item}</th>
            <td>{row.price}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The one template of the six add-on pages: summary and call to action, the figures at a glance,
 * what the add-on does, its steps when it is a service, its prices, and the call to action again.
 */
export function FeaturePageView({ t, content, onCta }: FeaturePageViewProps) {
  const { title, summary, headlinePrice, figures, capabilities, steps, prices, extras, cta } =
    content;
  return (
    <>
      <Page title={title} className="feature-page">
        <p className="page__lead">{summary}</p>
        <div className="feature-page__cta">
          <p className="feature-page__price">{headlinePrice}</p>
          <Button onClick={onCta}>{cta.label}</Button>
        </div>

        <Block title={t('pages.featurePage.atAGlance')}>
          <ul className="feature-figures" role="list">
            {figures.map((figure) => (
              <li key={figure.value} className="feature-figure card">
                <strong className="feature-figure__value">{figure.value}</strong>
                <span className="feature-figure__label">{figure.label}</span>
              </li>
            ))}
          </ul>
        </Block>

        <Block title={t('pages.featurePage.whatYouGet')}>
          <ul className="feature-capabilities" role="list">
            {capabilities.map((capability) => (
              <li key={capability.title} className="feature-capability">
                <h3>{capability.title}</h3>
                <p>{capability.text}</p>
              </li>
            ))}
          </ul>
        </Block>

        {steps ? (
          <Block title={t('pages.featurePage.howItWorks')}>
            <ol className="feature-steps">
              {steps.map((step) => (
                <li key={step.title} className="feature-step">
                  <h3>{step.title}</h3>
                  <p>{step.text}</p>
                </li>
              ))}
            </ol>
          </Block>
        ) : null}

        <Block title={t('pages.featurePage.pricing')}>
          <PriceTable t={t} caption={`${title}: ${t('pages.featurePage.pricing')}`} rows={prices} />
          {extras ? (
            <>
              <h3 className="feature-page__extras">{t('pages.featurePage.extrasHeading')}</h3>
              <PriceTable
                t={t}
                caption={`${title}: ${t('pages.featurePage.extrasHeading')}`}
                rows={extras}
              />
            </>
          ) : null}
          <div className="feature-page__cta feature-page__cta--end">
            <Button onClick={onCta}>{cta.label}</Button>
            <p className="feature-page__note">{t('pages.featurePage.ctaNote')}</p>
          </div>
        </Block>
      </Page>
      <ExploreView t={t} />
    </>
  );
}
