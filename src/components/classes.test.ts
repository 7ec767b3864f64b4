import { classes } from './classes';

describe('classes', () => {
  it('joins the names given and leaves out the missing ones', () => {
    expect(classes('card', 'login-form')).toBe('card login-form');
    expect(classes('card', undefined)).toBe('card');
    expect(classes('button', false, null, '', 'button--block')).toBe('button button--block');
  });
});
