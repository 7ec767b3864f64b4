// eslint-plugin-import's no-cycle passes over type-only imports. A cycle made of type imports
// still ties two modules together (a feature's types in the store, the store's in the feature),
// so this makes the rule see them: the plugin reads every import as a value import when it maps
// the imports of a module, and the rule sees the linted file's own imports the same way.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The node as a value import: its `type` marks (declaration and specifiers) dropped. */
function asValueImport(node) {
  if (node.type !== 'ImportDeclaration') return node;
  return {
    ...node,
    importKind: 'value',
    specifiers: node.specifiers.map((specifier) => ({ ...specifier, importKind: 'value' })),
  };
}

/** Patches the plugin (once) and returns it, its no-cycle rule now counting type imports. */
export function withTypeImportCycles(plugin) {
  const capture = require('eslint-plugin-import/lib/exportMap/captureDependency');
  if (!capture.seesTypeImports) {
    const { captureDependency, captureDependencyWithSpecifiers } = capture;
    capture.captureDependency = (node, _typesOnly, ...rest) =>
      captureDependency(node, false, ...rest);
    capture.captureDependencyWithSpecifiers = (node, ...rest) =>
      captureDependencyWithSpecifiers(asValueImport(node), ...rest);
    capture.seesTypeImports = true;
  }
  const rule = plugin.rules['no-cycle'];
  if (!rule.seesTypeImports) {
    const create = rule.create;
    rule.create = (context) => {
      const visitors = create(context);
      const visit = visitors.ImportDeclaration;
      return visit
        ? { ...visitors, ImportDeclaration: (node) => visit(asValueImport(node)) }
        : visitors;
    };
    rule.seesTypeImports = true;
  }
  return plugin;
}
