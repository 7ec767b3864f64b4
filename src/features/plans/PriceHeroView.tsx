import { Link } from 'react-router-dom';
import { plansMessages } from './messages';

/** The top of /price: the headline and a button to the features. */
export function PriceHeroView({ featuresHash }: { featuresHash: string }) {
  return (
    <section className="price-hero" aria-label={plansMessages.heroLabel}>
      <div className="container price-hero__inner">
        {/* The page's h1 is 'Choose your Plan'; the hero's headline is its tagline. */}
        <p className="price-hero__title">{plansMessages.heroTitle}</p>
        <p className="price-hero__text">{plansMessages.heroText}</p>
        <Link className="button button--primary price-hero__cta" to={featuresHash}>
          {plansMessages.heroCta}
        </Link>
      </div>
    </section>
  );
}
