// ESLint's import plugin resolves `@contract` (the wire contract's alias in tsconfig.json,
// webpack, Jest and esbuild) to the top-level contract/ folder, so that its zone and cycle
// rules see those imports; everything else goes to the plain node resolver.
const path = require('node:path');
const node = require('eslint-import-resolver-node');

const contract = path.resolve(__dirname, '..', 'contract');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const mapped =
    source === '@contract'
      ? contract
      : source.startsWith('@contract/')
        ? path.join(contract, source.slice('@contract/'.length))
        : source;
  return node.resolve(mapped, file, config);
};
