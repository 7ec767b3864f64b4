/**
 * The test environment (jest-fixed-jsdom) gives the page Node's FormData, so that requests built
 * in tests are real fetch requests; but Node's FormData takes no form. React calls
 * `new FormData(form, submitter)` when a form's submit handler starts a transition (a navigation
 * of the router, say), as browsers allow. This FormData reads the form's fields as a browser
 * would (named, enabled controls; checked boxes; chosen options; the submitter), and is still
 * Node's FormData for everything else.
 */
const NodeFormData = globalThis.FormData;

class FormDataOfForm extends NodeFormData {
  constructor(form?: HTMLFormElement, submitter?: HTMLElement | null) {
    super();
    if (form === undefined) return;
    for (const element of Array.from(form.elements)) {
      const control = element as HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
      if (!control.name || control.disabled) continue;
      if (control instanceof HTMLInputElement) {
        if (['submit', 'button', 'reset', 'image', 'file'].includes(control.type)) continue;
        if (['checkbox', 'radio'].includes(control.type) && !control.checked) continue;
      }
      if (control instanceof HTMLSelectElement) {
        for (const option of Array.from(control.selectedOptions)) {
          this.append(control.name, option.value);
        }
        continue;
      }
      this.append(control.name, control.value);
    }
    const named = submitter as HTMLButtonElement | null | undefined;
    if (named?.name) this.append(named.name, named.value);
  }
}

globalThis.FormData = FormDataOfForm as typeof FormData;
