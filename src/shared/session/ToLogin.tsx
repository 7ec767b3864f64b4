import { Navigate, useLocation } from 'react-router-dom';
import { merchantLoginPath } from './nextPath';

/**
 * What a merchant's page renders for a visitor who is not logged in: the login, which brings
 * them back here (`?next=`) once they are.
 */
export function ToLogin() {
  const { pathname, search, hash } = useLocation();
  return <Navigate to={merchantLoginPath(`${pathname}${search}${hash}`)} replace />;
}
