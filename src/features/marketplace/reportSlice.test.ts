import { REPORT_REASONS } from '@contract/moderation';
import { REPORT_REASON_CHOICES } from './ReportShopDialog';
import {
  reportClosed,
  reportEdited,
  reportFailed,
  reportOpened,
  reportSlice,
  reportSubmitted,
  reportSucceeded,
  type ReportState,
} from './reportSlice';

const reduce = reportSlice.reducer;
const target = { slug: 'golden-tea', postId: null, postTitle: null };
const post = { slug: 'golden-tea', postId: 21, postTitle: 'Tea tasting' };
const closed: ReportState = { status: 'closed' };
const editing: ReportState = { status: 'editing', target };
const sending: ReportState = { status: 'sending', target };
const sent: ReportState = { status: 'sent', target };
const failed: ReportState = { status: 'failed', target, message: 'Too many attempts.' };

describe('the report dialog', () => {
  it.each([
    ['closed', 'opened', closed, reportOpened(target), editing],
    ['sent', 'opened for a post', sent, reportOpened(post), { status: 'editing', target: post }],
    ['editing', 'submitted', editing, reportSubmitted(), sending],
    ['failed', 'submitted again', failed, reportSubmitted(), sending],
    ['sending', 'succeeded', sending, reportSucceeded(), sent],
    ['sending', 'failed', sending, reportFailed({ message: 'Too many attempts.' }), failed],
    [
      'sending',
      'failed with no answer',
      sending,
      reportFailed({ message: null }),
      { status: 'failed', target, message: null },
    ],
    ['failed', 'edited', failed, reportEdited(), editing],
    ['editing', 'closed', editing, reportClosed(), closed],
    ['sent', 'closed', sent, reportClosed(), closed],
  ] as const)('%s, %s', (_from, _event, before, action, after) => {
    expect(reduce(before, action)).toEqual(after);
  });

  it.each([
    ['a success while editing', editing, reportSucceeded()],
    ['a failure while editing', editing, reportFailed({ message: 'x' })],
    ['a submission while sending', sending, reportSubmitted()],
    ['a submission once sent', sent, reportSubmitted()],
    ['opening another while sending', sending, reportOpened(post)],
    ['an edit while editing', editing, reportEdited()],
    ['a submission while closed', closed, reportSubmitted()],
  ] as const)('ignores %s', (_name, before, action) => {
    expect(reduce(before, action)).toBe(before);
  });

  it('offers the contract’s reasons, in its order', () => {
    expect([...REPORT_REASON_CHOICES]).toEqual([...REPORT_REASONS]);
  });
});
