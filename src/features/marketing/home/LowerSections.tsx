/**
 * The landing page's sections after the hero, in page order: feature grid, Category List, Our
 * Training, FAQ, What People Say, About Us, Contact Us, then the links block. Their code and their
 * words arrive after the first paint (see HomeSections), `shown` stages of them at a time.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { homeSectionIds, routePaths } from '../../../app/routes';
import { useCatalogueChunks } from '../../../i18n/useCatalogueChunks';
import { useTranslator } from '../../../i18n/useTranslator';
import { ExploreView } from '../ExploreView';
import { numberedMessages, numberedStrings } from '../numberedMessages';
import { CategoryList } from './CategoryList';
import { FaqView } from './FaqView';
import { SELLING_POINT_ICONS, SellingPointsView } from './SellingPointsView';
import { TestimonialsView } from './TestimonialsView';

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

export interface LowerSectionsProps {
  /** How many of the stages below are shown (the last, `stages`, holds the Contact Us form). */
  shown: number;
  stages: number;
}

export function LowerSections({ shown, stages }: LowerSectionsProps) {
  const contactReady = useCatalogueChunks(['contact'], shown >= stages);
  const t = useTranslator();
  const sellingPoints = numberedMessages(t, 'home.sellingPoints', ['title', 'text']).map(
    (point, index) => ({ ...point, icon: SELLING_POINT_ICONS[index] ?? 'visible' }),
  );
  const faqs = numberedMessages(t, 'home.faqs', ['question', 'answer']);
  const testimonials = numberedMessages(t, 'home.testimonials', ['quote', 'name', 'role']);
  const aboutParagraphs = numberedStrings(t, 'home.about');
  return (
    <>
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
      {shown >= stages ? (
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
    </>
  );
}
