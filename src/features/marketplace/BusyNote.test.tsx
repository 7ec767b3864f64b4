import { render, screen } from '@testing-library/react';
import { translatorFor } from '../../i18n/catalogues';
import { loadAllCatalogues } from '../../i18n/testing';
import { BusyNote } from './HoursView';

beforeAll(async () => {
  await loadAllCatalogues('en');
  await loadAllCatalogues('my');
});

// 12:00 in Yangon; the pause ends at 12:30 Yangon time (06:00 UTC).
const NOON = Date.parse('2026-03-02T05:30:00.000Z');
const UNTIL = '2026-03-02T06:00:00.000Z';

describe("the store page's 'Busy' line", () => {
  it('says until when, on the Yangon clock, while the pause lasts', () => {
    render(<BusyNote until={UNTIL} open now={NOON} t={translatorFor('en')} />);
    expect(screen.getByText('Busy: not taking new orders until 12:30')).toBeInTheDocument();
  });

  it('is in Burmese with Myanmar digits', () => {
    render(<BusyNote until={UNTIL} open now={NOON} t={translatorFor('my')} />);
    expect(screen.getByText('ဆိုင် အလုပ်များနေပါသည်။ ၁၂:၃၀ အထိ အော်ဒါအသစ် မလက်ခံပါ')).toBeInTheDocument();
  });

  it('is gone once the pause has ended, while closed, with no pause, or before the clock is read', () => {
    const cases = [
      { until: UNTIL, open: true, now: Date.parse(UNTIL) },
      { until: UNTIL, open: false, now: NOON },
      { until: null, open: true, now: NOON },
      { until: UNTIL, open: true, now: null },
    ];
    for (const props of cases) {
      const { container, unmount } = render(<BusyNote {...props} t={translatorFor('en')} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });
});
