/** The router's entry for /login and /signin; the screen, its slice and its call live in features/login. */
export { LoginPage } from '../login/LoginPage';
