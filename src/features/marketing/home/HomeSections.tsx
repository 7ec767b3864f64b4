import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { homeSectionIds, routePaths } from '../../../app/routes';
import { componentMessages } from '../../../components/messages';
import { PendingSections } from '../../../components/Deferred/PendingSections';
import { useStagedReveal } from '../../../components/Deferred/useStagedReveal';
import { ExploreView } from '../ExploreView';
import { aboutParagraphs, faqs, sellingPoints, testimonials } from '../homeContent';
import { marketingMessages as m } from '../messages';
import { CategoryList } from './CategoryList';
import { FaqView } from './FaqView';
import { HeroView } from './HeroView';
import { SellingPointsView } from './SellingPointsView';
import { TestimonialsView } from './TestimonialsView';
import '../marketing.css';

interface SectionProps {
  id: string;
  title: string;
  lead?: string;
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** The Contact Us form is at the bottom of the page: its code loads with the last stage. */
const ContactForm = lazy(async () => ({
  default: (await import(/* webpackChunkName: "contact" */ '../contact/ContactForm')).ContactForm,
}));

/** A landing-page section: an id the header's anchors can land on, an h2, optional lead text. */
function Section({ id, title, lead, tone = 'plain', children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} className={`home-section home-section--${tone}`} aria-labelledby={headingId}>
      <div className="container">
        <h2 id={headingId} className="home-section__title">
          {title}
        </h2>
        {lead ? <p className="home-section__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** The sections after the hero, revealed in this many steps. */
const LATER_STAGES = 4;

export interface HomeSectionsProps {
  /** Shown under the hero (the verified notice after OTP verification). */
  notice: ReactNode;
}

/**
 * The landing page's content in the order of Video hero, feature grid,
 * Category List, Our Training, FAQ, What People Say, About Us, Contact Us; then the links block.
 */
export function HomeSections({ notice }: HomeSectionsProps) {
  // The hero renders first; the sections follow two by two once the browser is idle, at once
  // when the URL names one (the header's /#features, /#category, /#contact).
  const { shown } = useStagedReveal(LATER_STAGES, useLocation().hash !== '');
  return (
    <div className="home">
      <HeroView title={m.homeTitle} tagline={m.homeTagline} />
      <div className="container">{notice}</div>
      {shown >= 1 ? (
        <>
          <Section id={homeSectionIds.features} title={m.featuresHeading} lead={m.featuresLead}>
            <SellingPointsView points={sellingPoints} />
          </Section>
          <Section
            id={homeSectionIds.category}
            title={m.categoryHeading}
            lead={m.categoryLead}
            tone="muted"
          >
            <CategoryList />
          </Section>
        </>
      ) : null}
      {shown >= 2 ? (
        <>
          <Section id="training" title={m.trainingHeading}>
            <div className="training-teaser">
              <p>{m.trainingText}</p>
              <Link className="button button--secondary" to={routePaths.training}>
                {m.trainingLink}
              </Link>
            </div>
          </Section>
          <Section id="faq" title={m.faqHeading} lead={m.faqLead} tone="muted">
            <FaqView items={faqs} />
          </Section>
        </>
      ) : null}
      {shown >= 3 ? (
        <>
          <Section id="testimonials" title={m.testimonialsHeading}>
            <TestimonialsView items={testimonials} />
          </Section>
          <Section id="about" title={m.aboutHeading} tone="muted">
            <div className="about">
              {aboutParagraphs.map((paragraph) => (
                <p key={paragraph.slice(0, 24)}>{paragraph}</p>
              ))}
            </div>
          </Section>
        </>
      ) : null}
      {shown >= 4 ? (
        <>
          <Section id={homeSectionIds.contact} title={m.contactHeading} lead={m.contactLead}>
            <Suspense fallback={<p className="deferred__loading">{componentMessages.loading}</p>}>
              <ContactForm />
            </Suspense>
          </Section>
          <ExploreView />
        </>
      ) : null}
      {shown < LATER_STAGES ? <PendingSections /> : null}
    </div>
  );
}
