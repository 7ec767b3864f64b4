import {
  contactFailed,
  contactFormLeft,
  contactReducer,
  contactSent,
  contactSubmitted,
  initialContactState,
  type ContactState,
} from './contactSlice';
import { validateContactForm } from './validation';

const error = { message: 'Your message could not be sent.', fields: {} };
const at = (request: ContactState['request'], sentCount = 0): ContactState => ({
  request,
  sentCount,
});

describe('the contact form state machine', () => {
  it.each<[string, ContactState, Parameters<typeof contactReducer>[1], ContactState]>([
    ['editing → sending', at({ status: 'editing' }), contactSubmitted(), at({ status: 'sending' })],
    ['sending → sent', at({ status: 'sending' }), contactSent(), at({ status: 'sent' }, 1)],
    [
      'sending → failed',
      at({ status: 'sending' }),
      contactFailed(error),
      at({ status: 'failed', error }),
    ],
    [
      'failed → sending',
      at({ status: 'failed', error }),
      contactSubmitted(),
      at({ status: 'sending' }),
    ],
    ['sent → sending', at({ status: 'sent' }, 1), contactSubmitted(), at({ status: 'sending' }, 1)],
    ['a second send', at({ status: 'sending' }, 1), contactSent(), at({ status: 'sent' }, 2)],
    ['leaving resets', at({ status: 'sent' }, 3), contactFormLeft(), initialContactState],
  ])('%s', (_name, state, action, next) => {
    expect(contactReducer(state, action)).toEqual(next);
  });

  it.each<[string, ContactState, Parameters<typeof contactReducer>[1]]>([
    ['sent while editing', at({ status: 'editing' }), contactSent()],
    ['failed while editing', at({ status: 'editing' }), contactFailed(error)],
    ['sent twice', at({ status: 'sent' }, 1), contactSent()],
    ['submitted while sending', at({ status: 'sending' }), contactSubmitted()],
    ['leaving a fresh form', initialContactState, contactFormLeft()],
  ])('ignores %s', (_name, state, action) => {
    expect(contactReducer(state, action)).toBe(state);
  });
});

describe('the contact form checks', () => {
  const ok = { name: 'Ma Thida', email: 'thida@example.com', message: 'Hello, I have a question.' };

  it('accept a complete form', () => {
    expect(validateContactForm(ok)).toEqual({});
  });

  it.each<[string, Partial<typeof ok>, Record<string, string>]>([
    ['blank name', { name: '   ' }, { name: 'Please enter your name.' }],
    ['long name', { name: 'n'.repeat(101) }, { name: 'Your name can be at most 100 characters.' }],
    ['no email', { email: '' }, { email: 'Please enter your email address.' }],
    [
      'an email without a domain',
      { email: 'thida@' },
      { email: 'Please enter a valid email address, such as name@example.com.' },
    ],
    [
      'an email with a space',
      { email: 'thi da@example.com' },
      { email: 'Please enter a valid email address, such as name@example.com.' },
    ],
    ['no message', { message: ' ' }, { message: 'Please enter a message.' }],
    [
      'a message short once trimmed',
      { message: '   Hi there   ' },
      { message: 'Your message needs at least 10 characters.' },
    ],
    [
      'a long message',
      { message: 'm'.repeat(2001) },
      { message: 'Your message can be at most 2000 characters.' },
    ],
  ])('reject %s', (_name, change, errors) => {
    expect(validateContactForm({ ...ok, ...change })).toEqual(errors);
  });
});
