import './launcher.css';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { useTranslator } from '../../i18n/useTranslator';
import { CalculatorButtonView } from './CalculatorButtonView';
import {
  calculatorButtonPressed,
  calculatorLauncherLeft,
  selectIsCalculatorOpen,
} from './launcher';
// The button's listener fetches the calculator's chunk (see app/featureRegistry.ts).
import { loadCalculator } from './launcherListeners';

/** The popup's code is its own chunk, fetched on first open (or when the button is approached). */
const CalculatorPopup = lazy(async () => ({ default: (await loadCalculator()).CalculatorPopup }));

const CALCULATOR_ROUTES: ReadonlySet<string> = new Set([routePaths.home, routePaths.price]);

/** The floating Price Calculator is on `/` and `/price` only. */
export function showsCalculator(pathname: string): boolean {
  return CALCULATOR_ROUTES.has(pathname.replace(/(.)\/+$/, '$1'));
}

/** The floating button and, while open, the popup. Focus goes back to the button on close. */
export function CalculatorLauncher() {
  const isOpen = useAppSelector(selectIsCalculatorOpen);
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(isOpen);

  useEffect(() => {
    if (wasOpen.current && !isOpen) buttonRef.current?.focus();
    wasOpen.current = isOpen;
  }, [isOpen]);

  // Leaving the page that shows the button (e.g. with Back) closes the popup with it.
  useEffect(() => () => void dispatch(calculatorLauncherLeft()), [dispatch]);

  return (
    <>
      <CalculatorButtonView
        ref={buttonRef}
        label={t('launcher.label')}
        ringText={t('launcher.ringText')}
        expanded={isOpen}
        onOpen={() => dispatch(calculatorButtonPressed())}
        onPrepare={() => void loadCalculator().catch(() => undefined)}
      />
      {isOpen ? (
        <Suspense fallback={null}>
          <CalculatorPopup />
        </Suspense>
      ) : null}
    </>
  );
}
