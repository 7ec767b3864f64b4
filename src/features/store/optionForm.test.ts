import { extrasGroup, sizeGroup } from './optionFormTestKit';
import {
  boundsOf,
  checkGroup,
  groupFormValuesOf,
  groupRequestOf,
  withNewRow,
  type GroupFormValues,
} from './optionForm';

const form = (overrides: Partial<GroupFormValues> = {}): GroupFormValues => ({
  name: 'Extras',
  nameMy: '',
  required: false,
  several: true,
  max: 2,
  min: 1,
  options: [
    { key: 1, id: null, name: 'Extra egg', nameMy: '', price: 300 },
    { key: 2, id: null, name: 'Extra cheese', nameMy: '', price: 400 },
  ],
  ...overrides,
});

describe('the group form', () => {
  it('starts a new group with one empty option, choose one, not required', () => {
    expect(groupFormValuesOf(null)).toEqual({
      name: '',
      nameMy: '',
      required: false,
      several: false,
      max: 2,
      min: 1,
      options: [{ key: 1, id: null, name: '', nameMy: '', price: 0 }],
    });
  });

  it('reads a group back: required and choose one; several and not required', () => {
    expect(groupFormValuesOf(sizeGroup())).toMatchObject({
      name: 'Size',
      nameMy: 'အရွယ်အစား',
      required: true,
      several: false,
      options: [
        { key: 1, id: 21, name: 'Regular', nameMy: 'ပုံမှန်', price: 0 },
        { key: 2, id: 22, name: 'Large', nameMy: 'အကြီး', price: 500 },
      ],
    });
    expect(groupFormValuesOf(extrasGroup())).toMatchObject({
      required: false,
      several: true,
      max: 2,
      min: 1,
    });
  });

  it('adds a row with a key of its own, after a removed one too', () => {
    expect(withNewRow(withNewRow(form())).options.map((row) => row.key)).toEqual([1, 2, 3, 4]);
    const removed = { ...form(), options: form().options.slice(1) };
    expect(withNewRow(removed).options.map((row) => row.key)).toEqual([2, 3]);
  });

  it('turns the checkboxes into the least and the most', () => {
    expect(boundsOf(form({ required: false, several: false }))).toEqual({ min: 0, max: 1 });
    expect(boundsOf(form({ required: true, several: false, max: 5, min: 3 }))).toEqual({
      min: 1,
      max: 1,
    });
    expect(boundsOf(form({ required: false, several: true, max: 2, min: 2 }))).toEqual({
      min: 0,
      max: 2,
    });
    expect(boundsOf(form({ required: true, several: true, max: 2, min: 2 }))).toEqual({
      min: 2,
      max: 2,
    });
  });

  it('sends names trimmed and an id only for a kept option', () => {
    expect(
      groupRequestOf(
        form({
          name: ' Extras ',
          nameMy: ' အပိုများ ',
          options: [
            { key: 1, id: 23, name: ' Extra egg ', nameMy: '', price: 300 },
            { key: 2, id: null, name: 'Extra cheese', nameMy: ' ချိစ် ', price: 0 },
          ],
        }),
      ),
    ).toEqual({
      name: 'Extras',
      name_my: 'အပိုများ',
      min: 0,
      max: 2,
      options: [
        { id: 23, name: 'Extra egg', name_my: '', price: 300 },
        { name: 'Extra cheese', name_my: 'ချိစ်', price: 0 },
      ],
    });
  });

  it('finds what the server would refuse, by the server’s field names', () => {
    expect(checkGroup(form())).toEqual({});
    expect(
      checkGroup(
        form({
          name: ' ',
          options: [
            { key: 1, id: null, name: 'Extra egg', nameMy: '', price: 0 },
            { key: 5, id: null, name: '', nameMy: '', price: 0 },
          ],
        }),
      ),
    ).toEqual({
      name: 'store.options.problems.groupNameRequired',
      'options.1.name': 'store.options.problems.optionNameRequired',
    });
    expect(checkGroup(form({ max: 3 }))).toEqual({
      max: 'store.options.problems.maxAboveOptions',
    });
    expect(checkGroup(form({ required: true, min: 2, max: 1 }))).toEqual({
      min: 'store.options.problems.minAboveMax',
    });
    expect(checkGroup(form({ options: [] }))).toEqual({
      options: 'store.options.problems.optionsRequired',
    });
  });
});
