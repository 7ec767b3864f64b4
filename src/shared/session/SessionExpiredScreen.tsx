import { useLocation } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { SessionExpired } from '../../components/SessionExpired/SessionExpired';
import { backToLoginClicked } from './sessionSlice';
// 'Back to Login''s listener arrives with the screen that offers it.
import './sessionListeners';

/**
 * The session-expired screen wired to the session: 'Back to Login' clears the stored auth token
 * and user record and goes to /login, coming back here once logged in (the session listener does it). Screens that see a 401 render
 * this in place of their content.
 */
export function SessionExpiredScreen() {
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  return (
    <SessionExpired
      onBackToLogin={() => dispatch(backToLoginClicked(`${pathname}${search}${hash}`))}
    />
  );
}
