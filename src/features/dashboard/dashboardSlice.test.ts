import type { UnknownAction } from '@reduxjs/toolkit';
import { unauthorized } from '../../api/events';
import {
  dashboardPageLeft,
  dashboardPageOpened,
  dashboardReducer,
  selectIsDashboardSessionExpired,
  type DashboardState,
} from './dashboardSlice';

const closed: DashboardState = { status: 'closed' };
const open: DashboardState = { status: 'open' };
const expired: DashboardState = { status: 'sessionExpired' };
const a401 = unauthorized({ endpoint: 'getDashboard' });

describe('the dashboard slice', () => {
  it.each<[string, DashboardState, UnknownAction, DashboardState]>([
    ['closed + opened', closed, dashboardPageOpened(), open],
    ['open + a 401', open, a401, expired],
    ['open + left', open, dashboardPageLeft(), closed],
    ['session expired + left', expired, dashboardPageLeft(), closed],
  ])('%s', (_name, before, event, after) => {
    expect(dashboardReducer(before, event)).toEqual(after);
  });

  it.each<[string, DashboardState, UnknownAction]>([
    ['a 401 while closed (another page saw it)', closed, a401],
    ['opened again while open', open, dashboardPageOpened()],
    ['a second 401', expired, a401],
    ['left while closed', closed, dashboardPageLeft()],
  ])('%s changes nothing', (_name, before, event) => {
    expect(dashboardReducer(before, event)).toBe(before);
  });

  it('selects the session-expired screen, and reads closed before the slice is injected', () => {
    expect(selectIsDashboardSessionExpired({ dashboard: expired })).toBe(true);
    expect(selectIsDashboardSessionExpired({ dashboard: open })).toBe(false);
    expect(selectIsDashboardSessionExpired({})).toBe(false);
  });
});
