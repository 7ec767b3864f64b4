import { PHONE_PATTERN } from '@contract';
import { weekFormOf } from './hoursForm';
import { dayErrorsOf, hoursErrorOf } from './fieldErrors';
import {
  MYANMAR_PHONE,
  checkBranch,
  checkItem,
  checkProfile,
  checkSection,
  phoneOf,
  priceOf,
  slotCapacityOf,
  type ProfileFormValues,
} from './validation';

const profile: ProfileFormValues = {
  name: 'Golden Tea House',
  slug: '',
  description: '',
  categoryId: '1',
  townshipId: '2',
  address: '',
  phone: '09420000001',
  week: weekFormOf([{ weekday: 1, opens: '07:00', closes: '21:00' }]),
  slotCapacity: '4',
  maxPartySize: '12',
  ordersForLater: false,
};

describe('the editor’s checks', () => {
  it('uses the contract’s Myanmar phone rule', () => {
    expect(MYANMAR_PHONE.source).toBe(new RegExp(PHONE_PATTERN).source);
  });

  it('reads a phone typed with Myanmar digits, spaces and hyphens', () => {
    expect(phoneOf('၀၉ ၄၂၀-၀၀၀ ၀၀၁')).toBe('09420000001');
  });

  it('passes a complete profile', () => {
    expect(checkProfile(profile)).toEqual({});
    expect(checkProfile({ ...profile, slug: 'ရွှေ-လက်ဖက်ရည်' })).toEqual({});
  });

  it('names each field to fix', () => {
    expect(
      checkProfile({
        ...profile,
        name: '  ',
        slug: 'Golden Tea',
        categoryId: '',
        townshipId: '',
        phone: '123',
        week: weekFormOf([{ weekday: 3, opens: '10:00', closes: '09:00' }]),
      }),
    ).toEqual({
      name: 'store.problems.nameRequired',
      slug: 'store.problems.slugInvalid',
      category_id: 'store.problems.categoryRequired',
      township_id: 'store.problems.townshipRequired',
      phone: 'store.problems.phoneInvalid',
      'hours.3': 'store.problems.closesBeforeOpens',
    });
    expect(checkProfile({ ...profile, phone: '' }).phone).toBe('store.problems.phoneRequired');
    expect(checkProfile({ ...profile, slug: 'new' }).slug).toBe('store.problems.slugInvalid');
  });

  it('checks a branch', () => {
    expect(
      checkBranch({
        name: '',
        address: '',
        townshipId: '',
        phone: '',
        week: weekFormOf([]),
        slotCapacity: '0',
      }),
    ).toEqual({
      name: 'store.problems.branchNameRequired',
      township_id: 'store.problems.townshipRequired',
      phone: 'store.problems.phoneRequired',
      slot_capacity: 'store.problems.slotCapacityInvalid',
    });
  });

  it.each([
    ['1', 1],
    ['500', 500],
    ['၁၂', 12],
    ['0', null],
    ['501', null],
    ['2.5', null],
    ['', null],
    ['four', null],
  ])('reads %j reservations per time slot as %p', (typed, expected) => {
    expect(slotCapacityOf(typed)).toBe(expected);
    expect(checkProfile({ ...profile, slotCapacity: typed }).slot_capacity).toBe(
      expected === null ? 'store.problems.slotCapacityInvalid' : undefined,
    );
  });

  it.each([
    ['1500', 1500],
    ['၁,၅၀၀', 1500],
    ['0', 0],
    ['100000000', 100_000_000],
    ['100000001', null],
    ['12.5', null],
    ['-1', null],
    ['abc', null],
    ['', null],
  ])('reads the price %p as %p', (typed, price) => {
    expect(priceOf(typed)).toBe(price);
  });

  it('checks an item, a menu item’s section, and a section', () => {
    const item = { name: 'Tea', description: '', price: '800', sectionId: '', available: true };
    expect(checkItem(item, false)).toEqual({});
    expect(checkItem(item, true)).toEqual({ section_id: 'store.problems.sectionRequired' });
    expect(checkItem({ ...item, name: '', price: '' }, false)).toEqual({
      name: 'store.problems.itemNameRequired',
      price: 'store.problems.priceRequired',
    });
    expect(checkItem({ ...item, price: '8.5' }, false)).toEqual({
      price: 'store.problems.priceInvalid',
    });
    expect(checkSection(' ')).toEqual({ name: 'store.problems.sectionNameRequired' });
    expect(checkSection('Drinks')).toEqual({});
  });

  it('shows the hours’ errors by weekday, and the server’s about the hours above the week', () => {
    const errors = {
      'hours.2': 'Closes before it opens.',
      hours: 'Monday is listed twice.',
      'hours/0/closes': 'Not a time.',
      name: 'Enter a name.',
    };
    expect(dayErrorsOf(errors)).toEqual({ 2: 'Closes before it opens.' });
    expect(hoursErrorOf(errors)).toBe('Monday is listed twice. Not a time.');
    expect(hoursErrorOf({ name: 'x' })).toBeNull();
  });
});
