import { homeSectionIds } from '../../app/paths';
import { Page } from '../../components/Page/Page';
import { marketingMessages } from './messages';

/**
 * /: the landing page. The header's anchors (#features, #category, #contact) land on these
 * sections; their content arrives with the landing-page issue.
 */
export function HomePage() {
  return (
    <Page title={marketingMessages.homeTitle} className="home-page">
      <p className="page__lead">{marketingMessages.homeTagline}</p>
      <section
        id={homeSectionIds.features}
        className="page-section"
        aria-labelledby="home-features"
      >
        <h2 id="home-features">{marketingMessages.featuresHeading}</h2>
      </section>
      <section
        id={homeSectionIds.category}
        className="page-section"
        aria-labelledby="home-category"
      >
        <h2 id="home-category">{marketingMessages.categoryHeading}</h2>
      </section>
      <section id={homeSectionIds.contact} className="page-section" aria-labelledby="home-contact">
        <h2 id="home-contact">{marketingMessages.contactHeading}</h2>
      </section>
    </Page>
  );
}
