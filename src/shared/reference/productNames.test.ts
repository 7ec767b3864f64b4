import { translatorFor } from '../../i18n/catalogues';
import { loadAllCatalogues } from '../../i18n/testing';
import {
  sampleAddonTypes,
  sampleCalculatorAddons,
  sampleCalculatorPlans,
  samplePlans,
} from '../../test/server';
import { addonName, planName, unitName } from './productNames';

beforeAll(async () => {
  await loadAllCatalogues('en');
  await loadAllCatalogues('my');
});

const MYANMAR = /^[\u1000-\u109F /]+$/;

describe('plan and add-on names', () => {
  it('names every seeded plan, add-on and unit in Burmese', () => {
    const t = translatorFor('my');
    for (const plan of samplePlans) expect(planName(plan.name, t)).toMatch(MYANMAR);
    for (const plan of sampleCalculatorPlans) expect(planName(plan.name, t)).toMatch(MYANMAR);
    for (const addon of sampleAddonTypes) expect(addonName(addon.name, t)).toMatch(MYANMAR);
    for (const addon of sampleCalculatorAddons) {
      expect(addonName(addon.name, t)).toMatch(MYANMAR);
      expect(unitName(addon.unit, t)).toMatch(/^[\u1000-\u109F ]+$/);
    }
    expect(planName('Premium', t)).toBe('ပရီမီယံ');
    expect(planName('basic', t)).toBe('အခြေခံ');
    expect(addonName('Branches', t)).toBe('ဆိုင်ခွဲများ');
  });

  it('keeps the server’s spelling in English, and an unknown name as it is', () => {
    const en = translatorFor('en');
    expect(planName('basic', en)).toBe('basic');
    expect(addonName('Advanced Analytics', en)).toBe('Advanced Analytics');
    expect(unitName('30-day banner', en)).toBe('30-day banner');
    const my = translatorFor('my');
    expect(planName('Enterprise', my)).toBe('Enterprise');
    expect(addonName('Something New', my)).toBe('Something New');
  });
});
