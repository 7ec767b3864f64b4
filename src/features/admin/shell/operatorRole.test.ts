import { roleMay, selectOperatorRole } from './operatorRole';

const signedInAs = (role: unknown) => ({
  operatorSession: { status: 'signedIn', operator: { id: 1, name: 'Daw Su', role } },
});

describe("the signed-in operator's role", () => {
  it('is read from the session the shell keeps', () => {
    expect(selectOperatorRole(signedInAs('finance'))).toBe('finance');
    expect(selectOperatorRole(signedInAs('designer'))).toBe('designer');
  });

  it('is nobody before the shell injected its session, when signed out, or for a role it does not know', () => {
    expect(selectOperatorRole({})).toBeNull();
    expect(
      selectOperatorRole({ operatorSession: { status: 'signedOut', operator: null } }),
    ).toBeNull();
    expect(selectOperatorRole(signedInAs('owner'))).toBeNull();
    expect(selectOperatorRole(signedInAs(undefined))).toBeNull();
  });

  it("decides each part's buttons by the role's access", () => {
    expect(roleMay('finance', 'money')).toBe(true);
    expect(roleMay('finance', 'prices')).toBe(true);
    expect(roleMay('finance', 'moderation')).toBe(false);
    expect(roleMay('support', 'moderation')).toBe(true);
    expect(roleMay('support', 'money')).toBe(false);
    expect(roleMay('support', 'readMoney')).toBe(true);
    expect(roleMay('designer', 'readMoney')).toBe(false);
    expect(roleMay('admin', 'prices')).toBe(true);
    expect(roleMay(null, 'read')).toBe(false);
  });
});
