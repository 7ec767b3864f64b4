/**
 * The English payment words, installed while a test file loads: for tables of expected outcomes
 * built at load time, before the setup's `beforeAll` has loaded the catalogues.
 */
import { installCatalogue } from '../i18n/catalogues';
import payment from '../i18n/compiled/en/payment';

installCatalogue('en', payment);
