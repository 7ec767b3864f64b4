import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { homeSectionIds, routePaths } from '../../../app/routes';
import { PendingSections } from '../../../components/Deferred/PendingSections';
import { useStagedReveal } from '../../../components/Deferred/useStagedReveal';
import { ExploreView } from '../ExploreView';
import { useCatalogueChunks } from '../../../i18n/useCatalogueChunks';
import { useTranslator } from '../../../i18n/useTranslator';
import { numberedMessages, numberedStrings } from '../numberedMessages';
import { CategoryList } from './CategoryList';
import { FaqView } from './FaqView';
import { HeroView } from './HeroView';
import { SELLING_POINT_ICONS, SellingPointsView } from './SellingPointsView';
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
  const { shown: staged } = useStagedReveal(LATER_STAGES, useLocation().hash !== '');
  // The lower sections' words arrive with them, not with the page: until they are here, the
  // sections wait behind the placeholder.
  const shown = useCatalogueChunks(['landing']) ? staged : 0;
  const contactReady = useCatalogueChunks(['contact'], shown >= LATER_STAGES);
  const t = useTranslator();
  const sellingPoints = numberedMessages(t, 'home.sellingPoints', ['title', 'text']).map(
    (point, index) => ({ ...point, icon: SELLING_POINT_ICONS[index] ?? 'visible' }),
  );
  const faqs = numberedMessages(t, 'home.faqs', ['question', 'answer']);
  const testimonials = numberedMessages(t, 'home.testimonials', ['quote', 'name', 'role']);
  const aboutParagraphs = numberedStrings(t, 'home.about');
  return (
    <div className="home">
      <HeroView
        title={t('marketing.homeTitle')}
        tagline={t('marketing.homeTagline')}
        registerLabel={t('marketing.heroRegister')}
        pricingLabel={t('marketing.heroPricing')}
        playVideoLabel={t('marketing.playVideo')}
        pauseVideoLabel={t('marketing.pauseVideo')}
      />
      <div className="container">{notice}</div>
      {shown >= 1 ? (
        <>
          <Section
            id={homeSectionIds.features}
            title={t('marketing.featuresHeading')}
            lead={t('marketing.featuresLead')}
          >
            <SellingPointsView points={sellingPoints} />
          </Section>
          <Section
            id={homeSectionIds.category}
            title={t('marketing.categoryHeading')}
            lead={t('marketing.categoryLead')}
            tone="muted"
          >
            <CategoryList />
          </Section>
        </>
      ) : null}
      {shown >= 2 ? (
        <>
          <Section id="training" title={t('marketing.trainingHeading')}>
            <div className="training-teaser">
              <p>{t('marketing.trainingText')}</p>
              <Link className="button button--secondary" to={routePaths.training}>
                {t('marketing.trainingLink')}
              </Link>
            </div>
          </Section>
          <Section
            id="faq"
            title={t('marketing.faqHeading')}
            lead={t('marketing.faqLead')}
            tone="muted"
          >
            <FaqView items={faqs} />
          </Section>
        </>
      ) : null}
      {shown >= 3 ? (
        <>
          <Section id="testimonials" title={t('marketing.testimonialsHeading')}>
            <TestimonialsView items={testimonials} />
          </Section>
          <Section id="about" title={t('marketing.aboutHeading')} tone="muted">
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
          <Section
            id={homeSectionIds.contact}
            title={t('marketing.contactHeading')}
            lead={t('marketing.contactLead')}
          >
            <Suspense fallback={<p className="deferred__loading">{t('components.loading')}</p>}>
              {contactReady ? (
                <ContactForm />
              ) : (
                <p className="deferred__loading">{t('components.loading')}</p>
              )}
            </Suspense>
          </Section>
          <ExploreView t={t} />
        </>
      ) : null}
      {shown < LATER_STAGES ? <PendingSections /> : null}
    </div>
  );
}
