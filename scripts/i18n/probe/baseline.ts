// The floor: one lazily loaded module, i.e. webpack's chunk loader, which the app has anyway.
void import('./tiny').then((module) => {
  document.body.textContent = module.tiny;
});
