import { counterLeft } from './counterSlice';
import {
  codeRedeemed,
  codeRefused,
  codeSubmitted,
  pointsCodeReducer,
  type PointsCodeState,
} from './pointsCodeSlice';

const result = {
  customer: { name: 'Ko Aung', phone: '09420000123' },
  reward: 'Samosa plate',
  points: 50,
  balance: 100,
};
const idle: PointsCodeState = { status: 'idle' };
const redeeming: PointsCodeState = { status: 'redeeming' };

describe('pointsCodeSlice', () => {
  it('starts idle and redeems once at a time', () => {
    expect(pointsCodeReducer(undefined, { type: 'unknown' })).toEqual(idle);
    expect(pointsCodeReducer(idle, codeSubmitted())).toEqual(redeeming);
    expect(pointsCodeReducer(redeeming, codeSubmitted())).toBe(redeeming);
  });

  it('settles with what the server answered', () => {
    expect(pointsCodeReducer(redeeming, codeRedeemed(result))).toEqual({
      status: 'redeemed',
      result,
    });
    expect(pointsCodeReducer(redeeming, codeRefused('code_used'))).toEqual({
      status: 'refused',
      reason: 'code_used',
    });
    expect(pointsCodeReducer(idle, codeRedeemed(result))).toBe(idle);
    expect(pointsCodeReducer(idle, codeRefused('code_used'))).toBe(idle);
  });

  it('takes another code after an answer, and forgets it when the page is left', () => {
    const refused: PointsCodeState = { status: 'refused', reason: 'code_expired' };
    expect(pointsCodeReducer(refused, codeSubmitted())).toEqual(redeeming);
    expect(pointsCodeReducer({ status: 'redeemed', result }, counterLeft())).toEqual(idle);
  });
});
