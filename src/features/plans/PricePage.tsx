import './plans.css';
import { memo, useCallback, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { PriceLocationState } from '../../app/routes';
import { PendingSections } from '../../components/Deferred/PendingSections';
import { useStagedReveal } from '../../components/Deferred/useStagedReveal';
import { scrollBehavior } from '../../components/motion';
import { CalculatorSectionView } from './CalculatorSectionView';
import { FeaturesSectionView, type AddonHandlers } from './FeaturesSectionView';
import { featureTiles } from './messages';
import { useTranslator } from '../../i18n/useTranslator';
import { PartnerSectionView, TERMS_BOX_ID } from './PartnerSectionView';
import { useGetAddonsQuery, useGetPlansQuery } from './planApi';
import {
  addonAdded,
  addonDecremented,
  addonIncremented,
  addonRequested,
  addonQuantityEntered,
  addonRemoved,
  amountDiscountChanged,
  checkoutRequested,
  durationSelected,
  percentDiscountChanged,
  planSelected,
  pricePageLeft,
  selectDurationMonths,
  selectIsCheckoutBusy,
  selectIsTermsModalOpen,
  selectPlanSelection,
  selectShowsTermsError,
  termsAcceptanceChanged,
  termsModalDismissed,
} from './planSelectionSlice';
import {
  selectAddonTypes,
  selectPlanCost,
  selectPlans,
  selectPlansLoad,
  selectSelectedPlan,
} from './planSelectors';
import { PlansSectionView } from './PlansSectionView';
import { PriceHeroView } from './PriceHeroView';
import { SectionNavView } from './SectionNavView';
import { TermsModalView } from './TermsModalView';
import { useSectionNav } from './useSectionNav';
// The feature's listeners start when its page's chunk loads.
import './planListeners';

/** The sticky header's buttons and the sections they go to. */
export const SECTION_LINKS = [
  { id: 'plans', label: 'plans.navPlans' },
  { id: 'features', label: 'plans.navFeatures' },
  { id: 'calculators', label: 'plans.navCost' },
] as const;
const SECTION_IDS = SECTION_LINKS.map((link) => link.id);
const PARTNER_ID = 'partner';
/** Below the fold, rendered one by one once the page is idle: features, calculators, partner. */
const LATER_SECTIONS = 3;

/**
 * The sections re-render only when what they show changed: a store update (an answer arriving, a
 * slice injected) re-renders the page at once, not in slices, so it must stay small.
 */
const PriceHero = memo(PriceHeroView);
const SectionNav = memo(SectionNavView);
const PlansSection = memo(PlansSectionView);
const FeaturesSection = memo(FeaturesSectionView);
const CalculatorSection = memo(CalculatorSectionView);
const PartnerSection = memo(PartnerSectionView);

/**
 * /price: the hero, then the plans page (sections plans, features, calculators, partner) with its
 * sticky header, and the 'Terms Not Accepted' modal. The floating Price Calculator button is the
 * layout's.
 */
export function PricePage() {
  // Plans and add-on types load in parallel.
  useGetPlansQuery();
  useGetAddonsQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const selection = useAppSelector(selectPlanSelection);
  const load = useAppSelector(selectPlansLoad);
  const plans = useAppSelector(selectPlans);
  const addonTypes = useAppSelector(selectAddonTypes);
  const plan = useAppSelector(selectSelectedPlan);
  const cost = useAppSelector(selectPlanCost);
  const months = useAppSelector(selectDurationMonths);
  const busy = useAppSelector(selectIsCheckoutBusy);
  const showsTermsError = useAppSelector(selectShowsTermsError);
  const termsModalOpen = useAppSelector(selectIsTermsModalOpen);
  const sectionNav = useSectionNav(SECTION_IDS);
  // The hero and the plans render first; the rest follows, at once when the URL names a section.
  const location = useLocation();
  const later = useStagedReveal(LATER_SECTIONS, location.hash !== '');
  // Another page (a feature page's call to action) may send the visitor here with an add-on.
  const requestedAddon = (location.state as PriceLocationState | null)?.requestedAddon;
  const { revealAll } = later;
  const { goTo } = sectionNav;
  const t = useTranslator();
  const sectionLinks = useMemo(
    () => SECTION_LINKS.map((link) => ({ id: link.id, label: t(link.label) })),
    [t],
  );
  const goToSection = useCallback(
    (id: string) => {
      revealAll();
      goTo(id);
    },
    [revealAll, goTo],
  );

  useEffect(() => {
    document.title = `${t('plans.title')} | ${t('app.brandName')}`;
  }, [t]);
  useEffect(() => {
    if (requestedAddon) dispatch(addonRequested(requestedAddon));
  }, [requestedAddon, dispatch]);
  // The choices stay in the store for the way back; a finished checkout's outcome does not.
  useEffect(() => () => void dispatch(pricePageLeft()), [dispatch]);

  const quantities = useMemo(
    () => Object.fromEntries(selection.addons.map((a) => [a.name, a.quantity])),
    [selection.addons],
  );
  const addonHandlers: AddonHandlers = useMemo(
    () => ({
      onAdd: (name) => dispatch(addonAdded(name)),
      onRemove: (name) => dispatch(addonRemoved(name)),
      onIncrement: (name) => dispatch(addonIncremented(name)),
      onDecrement: (name) => dispatch(addonDecremented(name)),
      onQuantity: (name, quantity) => dispatch(addonQuantityEntered({ name, quantity })),
    }),
    [dispatch],
  );
  const handlers = useMemo(
    () => ({
      requestCheckout: () => dispatch(checkoutRequested()),
      selectDuration: (index: number) => dispatch(durationSelected(index)),
      selectPlan: (index: number, name: string) => dispatch(planSelected({ index, name })),
      changePercent: (value: number) => dispatch(percentDiscountChanged(value)),
      changeAmount: (value: number) => dispatch(amountDiscountChanged(value)),
      changeTerms: (accepted: boolean) => dispatch(termsAcceptanceChanged(accepted)),
      back: () => void navigate(-1),
    }),
    [dispatch, navigate],
  );
  const dismissTermsModal = () => {
    revealAll();
    dispatch(termsModalDismissed());
    // After the modal has gone and given focus back, so that nothing scrolls the page again: the
    // partner block's terms box in the middle of the screen, Continue beside it, and the box
    // focused, whichever button (Process Payment far above, or Continue) asked for the terms.
    window.setTimeout(() => {
      const box = document.getElementById(TERMS_BOX_ID);
      const partner = document.getElementById(PARTNER_ID);
      (box ?? partner)?.scrollIntoView({
        behavior: scrollBehavior(),
        block: box ? 'center' : 'start',
      });
      box
        ?.querySelector<HTMLInputElement>('input[type="checkbox"]')
        ?.focus({ preventScroll: true });
    }, 0);
  };

  return (
    <div className="price-page">
      <PriceHero featuresHash="#features" t={t} />
      <SectionNav
        sections={sectionLinks}
        active={sectionNav.active}
        scrolled={sectionNav.scrolled}
        onSelect={goToSection}
        navRef={sectionNav.navRef}
        t={t}
      />
      <PlansSection
        load={load}
        plans={plans}
        selectedIndex={selection.planIndex}
        durationIndex={selection.durationIndex}
        onDurationSelect={handlers.selectDuration}
        onPlanSelect={handlers.selectPlan}
        t={t}
      />
      {later.shown >= 1 ? (
        <FeaturesSection tiles={featureTiles} quantities={quantities} t={t} {...addonHandlers} />
      ) : null}
      {later.shown >= 2 ? (
        <CalculatorSection
          plan={plan}
          months={months}
          addonTypes={addonTypes}
          quantities={quantities}
          cost={cost}
          busy={busy}
          onProcessPayment={handlers.requestCheckout}
          t={t}
          {...addonHandlers}
        />
      ) : null}
      {later.shown >= 3 ? (
        <PartnerSection
          percentDiscount={selection.percentDiscount}
          amountDiscount={selection.amountDiscount}
          termsAccepted={selection.termsAccepted}
          showsTermsError={showsTermsError}
          busy={busy}
          onPercentChange={handlers.changePercent}
          onAmountChange={handlers.changeAmount}
          onTermsChange={handlers.changeTerms}
          onBack={handlers.back}
          onContinue={handlers.requestCheckout}
          t={t}
        />
      ) : null}
      {later.shown < LATER_SECTIONS ? <PendingSections /> : null}
      {termsModalOpen ? <TermsModalView onOk={dismissTermsModal} t={t} /> : null}
    </div>
  );
}
