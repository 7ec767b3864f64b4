// A free-text field asking whether its text is Zawgyi.
import { detectZawgyi } from '../../../contract/zawgyi';

document.body.addEventListener('input', (event) => {
  void detectZawgyi((event.target as HTMLInputElement).value).then((check) => {
    document.body.dataset.zawgyi = String(check.isZawgyi);
  });
});
