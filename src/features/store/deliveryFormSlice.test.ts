import {
  deliveryAreaRemoved,
  deliveryAreasEdited,
  deliveryFormInvalid,
  deliveryFormReducer,
  deliverySaveFailed,
  deliverySaved,
  deliverySubmitted,
  initialDeliveryFormState,
  type DeliveryFormState,
} from './deliveryFormSlice';
import { storePageLeft } from './storePageSlice';

const editing = (
  fieldErrors: Record<string, string> = {},
  error: string | null = null,
): DeliveryFormState => ({ status: 'editing', fieldErrors, error });
const saving: DeliveryFormState = { status: 'saving' };
const saved: DeliveryFormState = { status: 'saved' };
const twice = { 'areas.1.township_id': 'Each township can be listed once.' };

describe('the delivery form', () => {
  it('starts being edited, with nothing to say', () => {
    expect(deliveryFormReducer(undefined, { type: '@@init' })).toEqual(editing());
    expect(initialDeliveryFormState).toEqual(editing());
  });

  it.each([
    ['sends', editing(), deliverySubmitted(), saving],
    ['sends again after a refusal', editing(twice, 'Refused'), deliverySubmitted(), saving],
    ['sends again once saved', saved, deliverySubmitted(), saving],
    ['says it is saved', saving, deliverySaved(), saved],
    [
      'shows the server’s words',
      saving,
      deliverySaveFailed({
        fieldErrors: { areas: 'Choose townships from the list.' },
        error: 'No',
      }),
      editing({ areas: 'Choose townships from the list.' }, 'No'),
    ],
    ['shows the checks’ words', editing({}, 'Refused'), deliveryFormInvalid(twice), editing(twice)],
    ['shows the checks’ words after a save', saved, deliveryFormInvalid(twice), editing(twice)],
    ['forgets the save after a change', saved, deliveryAreasEdited(), editing()],
    [
      'keeps the errors while they are fixed',
      editing(twice),
      deliveryAreasEdited(),
      editing(twice),
    ],
    [
      'forgets the errors by place after a removal',
      editing(twice, 'No'),
      deliveryAreaRemoved(),
      editing(),
    ],
    ['forgets the save after a removal', saved, deliveryAreaRemoved(), editing()],
    ['starts again when the editor is left', saving, storePageLeft(), editing()],
  ] as const)('%s', (_name, before, action, after) => {
    expect(deliveryFormReducer(before, action as never)).toEqual(after);
  });

  it.each([
    ['a second send while one is on its way', saving, deliverySubmitted()],
    ['the checks while sending', saving, deliveryFormInvalid(twice)],
    ['a change while sending', saving, deliveryAreasEdited()],
    ['a removal while sending', saving, deliveryAreaRemoved()],
    ['an answer when nothing was sent', editing(twice), deliverySaved()],
    [
      'a refusal when nothing was sent',
      saved,
      deliverySaveFailed({ fieldErrors: {}, error: 'No' }),
    ],
  ] as const)('ignores %s', (_name, before, action) => {
    expect(deliveryFormReducer(before, action as never)).toBe(before);
  });
});
