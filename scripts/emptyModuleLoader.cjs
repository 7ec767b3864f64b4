// webpack loader: a module with nothing in it (a style sheet, in the server-side render bundle,
// where styles do nothing; the browser gets them from the client build).
module.exports = function emptyModule() {
  return '';
};
