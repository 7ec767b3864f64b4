import type { AdminReport } from '@contract/moderation';
import { groupReportsByShop } from './moderation';
import {
  actionFinished,
  actionStarted,
  initialModerationState,
  moderationSlice,
  suspendClosed,
  suspendEdited,
  suspendFailed,
  suspendOpened,
  suspendSubmitted,
  suspendSucceeded,
  type ModerationState,
} from './moderationSlice';
import { openReports } from './moderationTestSetup';

const reduce = moderationSlice.reducer;
const shop = { merchantId: 7, name: 'Golden Tea' };

describe('groupReportsByShop', () => {
  it('puts the shop with the newest report first, each shop newest first', () => {
    const groups = groupReportsByShop(openReports());
    expect(groups.map((g) => [g.shop.name, g.reports.map((r) => r.id)])).toEqual([
      ['City Phone', [4]],
      ['Golden Tea', [3, 2]],
    ]);
  });

  it('orders reports of the same moment by id, newest first', () => {
    const [a] = openReports() as [AdminReport];
    const same = [
      { ...a, id: 5 },
      { ...a, id: 8 },
    ];
    expect(groupReportsByShop(same)[0]!.reports.map((r) => r.id)).toEqual([8, 5]);
  });

  it('gives nothing for no reports', () => {
    expect(groupReportsByShop([])).toEqual([]);
  });
});

describe('the moderation slice', () => {
  const editing: ModerationState = {
    ...initialModerationState,
    dialog: { status: 'editing', shop },
  };
  const sending: ModerationState = {
    ...initialModerationState,
    dialog: { status: 'sending', shop },
  };
  const failed: ModerationState = {
    ...initialModerationState,
    dialog: { status: 'failed', shop, message: 'This shop is already suspended.' },
  };

  it.each([
    ['closed', 'opened', initialModerationState, suspendOpened(shop), editing],
    ['editing', 'submitted', editing, suspendSubmitted(), sending],
    ['failed', 'submitted', failed, suspendSubmitted(), sending],
    [
      'sending',
      'succeeded',
      sending,
      suspendSucceeded(),
      { ...initialModerationState, notice: { kind: 'suspended', shop: 'Golden Tea' } },
    ],
    ['sending', 'failed', sending, suspendFailed('This shop is already suspended.'), failed],
    ['failed', 'edited', failed, suspendEdited(), editing],
    ['editing', 'closed', editing, suspendClosed(), initialModerationState],
  ] as const)('%s, %s', (_from, _event, before, action, after) => {
    expect(reduce(before, action)).toEqual(after);
  });

  it.each([
    ['a success while editing', editing, suspendSucceeded()],
    ['a failure while editing', editing, suspendFailed('x')],
    ['a submission while sending', sending, suspendSubmitted()],
    ['closing while sending', sending, suspendClosed()],
    ['opening another while sending', sending, suspendOpened({ merchantId: 9, name: 'City' })],
    ['an edit while editing', editing, suspendEdited()],
  ] as const)('ignores %s', (_name, before, action) => {
    expect(reduce(before, action)).toBe(before);
  });

  it('runs one action at a time and keeps its notice', () => {
    const started = reduce(initialModerationState, actionStarted('report:3'));
    expect(started.pending).toBe('report:3');
    expect(reduce(started, actionStarted('lift:9'))).toBe(started);
    const wrong = reduce(
      started,
      actionFinished({ key: 'lift:9', notice: { kind: 'lifted', shop: 'x' } }),
    );
    expect(wrong).toBe(started);
    expect(
      reduce(
        started,
        actionFinished({ key: 'report:3', notice: { kind: 'dismissed', reportId: 3 } }),
      ),
    ).toEqual({ ...initialModerationState, notice: { kind: 'dismissed', reportId: 3 } });
  });
});
