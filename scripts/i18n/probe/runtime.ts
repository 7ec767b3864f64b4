// What a view pays for strings: start-up (language resolution, first chunk) and the lookup.
import { translatorFor } from '../../../src/i18n/catalogues';
import { startLanguage } from '../../../src/i18n/startup';

void startLanguage({
  storage: window.localStorage,
  languages: navigator.languages,
  root: document.documentElement,
}).then((language) => {
  document.body.textContent = translatorFor(language)('app.copyright', { year: 2026 });
});
