// The listeners under test register themselves when imported.
import './otpListeners';
import { waitFor } from '@testing-library/react';
import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { sendOtpClicked, verifyOtpClicked } from './otpSlice';

async function storeWithNavigate() {
  const navigate = jest.fn();
  const store = track(await makeStore(undefined, { navigate }));
  return { store, navigate };
}

describe('after OTP verification', () => {
  it("goes to '/' with the isVerified flag, once", async () => {
    const { store, navigate } = await storeWithNavigate();
    store.dispatch(sendOtpClicked('09420000001', () => 0.5)); // code 550000
    store.dispatch(verifyOtpClicked('111111'));
    expect(navigate).not.toHaveBeenCalled();

    store.dispatch(verifyOtpClicked('550000'));
    await waitFor(() => expect(navigate).toHaveBeenCalledTimes(1));
    expect(navigate).toHaveBeenCalledWith('/', { state: { isVerified: true } });

    store.dispatch(verifyOtpClicked('550000'));
    await Promise.resolve();
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
