import { REDACTED, redactSecrets } from './redactSecrets';

describe('redactSecrets (what Redux DevTools is shown)', () => {
  it('hides passwords, card numbers and CVCs at any depth and keeps everything else', () => {
    const action = {
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: {
            phone: '09123456789',
            password: 's3cret!',
            password_confirmation: 's3cret!',
          },
        },
      },
      payload: [{ card_number: '4242424242424242', cvc: '123', card_holder_name: 'Aye Aye' }],
    };
    expect(redactSecrets(action)).toEqual({
      type: 'api/executeMutation/pending',
      meta: {
        arg: {
          originalArgs: {
            phone: '09123456789',
            password: REDACTED,
            password_confirmation: REDACTED,
          },
        },
      },
      payload: [{ card_number: REDACTED, cvc: REDACTED, card_holder_name: 'Aye Aye' }],
    });
  });

  it('leaves the action it was given untouched', () => {
    const action = { type: 'login/submitted', meta: { arg: { password: 'x' } } };
    redactSecrets(action);
    expect(action.meta.arg.password).toBe('x');
  });
});
