import { useId, useRef, useState, type PointerEvent } from 'react';

/**
 * An item is closed, open while the mouse rests on it ('peek'), or open until closed again
 * ('open'). Each item opens on hover; we also open it on keyboard focus
 * and toggle it with its button, so that it works without a mouse.
 */
export interface Faq {
  question: string;
  answer: string;
}

type ItemState = 'closed' | 'peek' | 'open';

export interface FaqViewProps {
  items: Faq[];
}

interface FaqItemProps {
  faq: Faq;
  headingId: string;
  panelId: string;
}

/** Touch has no hover: a tap is a click, and nothing should open on the way to it. */
const isHoverPointer = (event: PointerEvent) => event.pointerType !== 'touch';

function FaqItem({ faq, headingId, panelId }: FaqItemProps) {
  const [state, setState] = useState<ItemState>('closed');
  // Focus that comes with a press is not keyboard focus: the click that follows decides.
  const pressing = useRef(false);
  const expanded = state !== 'closed';

  return (
    <div
      className={expanded ? 'faq__item faq__item--open' : 'faq__item'}
      onPointerEnter={(event) => {
        if (isHoverPointer(event)) setState((s) => (s === 'closed' ? 'peek' : s));
      }}
      onPointerLeave={(event) => {
        if (isHoverPointer(event)) setState((s) => (s === 'peek' ? 'closed' : s));
      }}
    >
      <h3 className="faq__question">
        <button
          type="button"
          id={headingId}
          className="faq__button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onPointerDown={() => {
            pressing.current = true;
          }}
          onFocus={() => {
            if (!pressing.current) setState((s) => (s === 'closed' ? 'open' : s));
          }}
          onBlur={() => {
            pressing.current = false;
          }}
          onClick={() => {
            pressing.current = false;
            // A hover peek becomes open (it stays after the mouse leaves); open closes.
            setState((s) => (s === 'open' ? 'closed' : 'open'));
          }}
        >
          <span>{faq.question}</span>
          <svg
            className="faq__chevron"
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </h3>
      <div
        id={panelId}
        role="region"
        aria-labelledby={headingId}
        className="faq__answer"
        hidden={!expanded}
      >
        <p>{faq.answer}</p>
      </div>
    </div>
  );
}

/** The FAQ accordion: each question is a button that shows and hides its answer. */
export function FaqView({ items }: FaqViewProps) {
  const baseId = useId();
  return (
    <div className="faq">
      {items.map((faq, index) => (
        <FaqItem
          key={faq.question}
          faq={faq}
          headingId={`${baseId}-q${index}`}
          panelId={`${baseId}-a${index}`}
        />
      ))}
    </div>
  );
}
