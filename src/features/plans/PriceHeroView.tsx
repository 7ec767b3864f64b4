import { Link } from 'react-router-dom';
import type { Translate } from '../../i18n/translate';

/** The top of /price: the headline and a button to the features. */
export function PriceHeroView({ featuresHash, t }: { featuresHash: string; t: Translate }) {
  return (
    <section className="price-hero" aria-label={t('plans.heroLabel')}>
      <div className="container price-hero__inner">
        {/* The page's h1 is 'Choose your Plan'; the hero's headline is its tagline. */}
        <p className="price-hero__title">{t('plans.heroTitle')}</p>
        <p className="price-hero__text">{t('plans.heroText')}</p>
        <Link className="button button--primary price-hero__cta" to={featuresHash}>
          {t('plans.heroCta')}
        </Link>
      </div>
    </section>
  );
}
