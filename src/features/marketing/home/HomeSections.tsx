import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PendingSections } from '../../../components/Deferred/PendingSections';
import { useStagedReveal } from '../../../components/Deferred/useStagedReveal';
import { useCatalogueChunks } from '../../../i18n/useCatalogueChunks';
import { useTranslator } from '../../../i18n/useTranslator';
import { HeroView } from './HeroView';
import '../marketing.css';

/** The code of the sections after the hero (the router loads it with the page when a hash names one). */
export const loadLowerSections = () =>
  import(/* webpackChunkName: "home-sections" */ './LowerSections');

const LowerSections = lazy(async () => ({ default: (await loadLowerSections()).LowerSections }));

/** The sections after the hero, revealed in this many steps. */
const LATER_STAGES = 4;

export interface HomeSectionsProps {
  /** Shown under the hero (the verified notice after OTP verification). */
  notice: ReactNode;
}

/**
 * The landing page: the video hero first; the sections after it (LowerSections) follow once the
 * browser is idle, their code and words fetched then, so the first paint needs neither.
 */
export function HomeSections({ notice }: HomeSectionsProps) {
  // The sections follow two by two once the browser is idle, at once when the URL names one
  // (the header's /#features, /#category, /#contact).
  const { shown: staged } = useStagedReveal(LATER_STAGES, useLocation().hash !== '');
  // Until their words are here, the sections wait behind the placeholder.
  const shown = useCatalogueChunks(['landing']) ? staged : 0;
  const t = useTranslator();
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
        <Suspense fallback={<PendingSections />}>
          <LowerSections shown={shown} stages={LATER_STAGES} />
        </Suspense>
      ) : null}
      {shown < LATER_STAGES ? <PendingSections /> : null}
    </div>
  );
}
