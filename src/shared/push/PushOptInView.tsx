/**
 * The opt-in part of a notifications card: what the state allows, in the words of the feature
 * that shows it (the inbox's or the shopper's). Props only.
 */
import { Button } from '../../components/Button/Button';
import type { PushStatus } from './pushSlice';

export interface OptInWords {
  optIn: string;
  asking: string;
  subscribed: string;
  optOut: string;
  denied: string;
  failed: string;
  unsupported: string;
  off: string;
}

export interface PushOptInViewProps {
  state: PushStatus;
  words: OptInWords;
  onOptIn: () => void;
  onOptOut: (deviceId: number) => void;
}

export function PushOptInView({ state, words, onOptIn, onOptOut }: PushOptInViewProps) {
  switch (state.status) {
    case 'unknown':
      return null;
    case 'unsupported':
      return <p>{words.unsupported}</p>;
    case 'off':
      return <p>{words.off}</p>;
    case 'denied':
      return <p role="status">{words.denied}</p>;
    case 'subscribed':
      return (
        <>
          <p role="status">{words.subscribed}</p>
          <Button variant="secondary" onClick={() => onOptOut(state.deviceId)}>
            {words.optOut}
          </Button>
        </>
      );
    case 'idle':
    case 'failed':
    case 'asking':
      return (
        <>
          {state.status === 'failed' ? <p role="alert">{words.failed}</p> : null}
          <Button
            onClick={onOptIn}
            disabled={state.status === 'asking'}
            aria-busy={state.status === 'asking'}
          >
            {state.status === 'asking' ? words.asking : words.optIn}
          </Button>
        </>
      );
  }
}
