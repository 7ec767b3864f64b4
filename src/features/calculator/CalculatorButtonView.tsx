import type { Ref } from 'react';

export interface CalculatorButtonViewProps {
  /** The button's accessible name ('Price Calculator'). */
  label: string;
  /** The text that turns around the button. */
  ringText: string;
  expanded: boolean;
  onOpen: () => void;
  /** The pointer came near or focus arrived: a good moment to fetch the popup's code. */
  onPrepare?: () => void;
  ref?: Ref<HTMLButtonElement>;
}

const RING_PATH_ID = 'calculator-launcher-ring';

/** The round floating button at the bottom right, its name turning around a calculator icon. */
export function CalculatorButtonView({
  label,
  ringText,
  expanded,
  onOpen,
  onPrepare,
  ref,
}: CalculatorButtonViewProps) {
  return (
    <button
      ref={ref}
      type="button"
      className="calculator-launcher"
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onClick={onOpen}
      onPointerEnter={onPrepare}
      onFocus={onPrepare}
    >
      <svg
        className="calculator-launcher__ring"
        viewBox="0 0 100 100"
        aria-hidden="true"
        focusable="false"
      >
        <defs>
          <path id={RING_PATH_ID} d="M50,50 m-38,0 a38,38 0 1,1 76,0 a38,38 0 1,1 -76,0" />
        </defs>
        <text>
          <textPath href={`#${RING_PATH_ID}`} textLength="236" lengthAdjust="spacing">
            {ringText}
          </textPath>
        </text>
      </svg>
      <svg
        className="calculator-launcher__icon"
        viewBox="0 0 24 24"
        width="26"
        height="26"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <rect x="5" y="2" width="14" height="20" rx="2" />
        <path d="M8 6h8M8 11h.01M12 11h.01M16 11h.01M8 15h.01M12 15h.01M16 15h.01M8 18h8" />
      </svg>
    </button>
  );
}
