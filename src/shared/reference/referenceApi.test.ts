import { makeStore } from '../../app/store';
import { track } from '../../test/stores';
import { sampleCategories, sampleDistricts, sampleTownships } from '../../test/server';
import { referenceApi } from './referenceApi';

async function freshStore(token: string | null) {
  const store = track(await makeStore({ session: { token, user: null, merchantUser: null } }));
  return store;
}

describe('referenceApi', () => {
  it('loads districts and townships without a token', async () => {
    const store = await freshStore(null);
    const districts = await store.dispatch(referenceApi.endpoints.getDistricts.initiate());
    const townships = await store.dispatch(referenceApi.endpoints.getTownships.initiate());
    expect(districts.data).toEqual(sampleDistricts);
    expect(townships.data).toEqual(sampleTownships);
  });

  it('loads categories with the session’s bearer token, as a plain list', async () => {
    const store = await freshStore('tok-123');
    const result = await store.dispatch(referenceApi.endpoints.getCategories.initiate());
    expect(result.data).toEqual(sampleCategories.categories);
  });

  it('passes a 401 through to the screen, with the server’s body', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    const store = await freshStore(null);
    const result = await store.dispatch(referenceApi.endpoints.getCategories.initiate());
    expect(result.error).toEqual({ status: 401, data: { message: 'Token not valid' } });
    expect(log).toHaveBeenCalledWith('Unauthorized access - please login again');
    log.mockRestore();
  });
});
