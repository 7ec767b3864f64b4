import { screen } from '@testing-library/react';
import { renderLogin } from './testSetup';

describe("the login screen's way back in", () => {
  it("offers 'Forgot password?', going to /forgot-password", async () => {
    await renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('in Burmese', async () => {
    await renderLogin('my');
    expect(screen.getByRole('link', { name: 'စကားဝှက် မေ့နေပါသလား။' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });
});
