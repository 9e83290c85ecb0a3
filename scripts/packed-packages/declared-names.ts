import ts from 'typescript';

/** The names a declaration file re-exports from `moduleName` (`export { a } from '…'`; `export * from '…'` gives `*`). */
export function reExportedNames(declarationText: string, moduleName: RegExp): Map<string, string> {
  const file = ts.createSourceFile('index.d.ts', declarationText, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isExportDeclaration(statement) || statement.moduleSpecifier === undefined || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (!moduleName.test(from)) continue;
    if (statement.exportClause === undefined) names.set('*', from);
    else if (ts.isNamedExports(statement.exportClause)) for (const element of statement.exportClause.elements) names.set((element.propertyName ?? element.name).text, from);
  }
  return names;
}

/** The names a declaration file imports from `moduleName` (or from any module when `moduleName` is a RegExp). */
export function importedNames(declarationText: string, moduleName: string | RegExp): Map<string, string> {
  const file = ts.createSourceFile('index.d.ts', declarationText, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names = new Map<string, string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    if (typeof moduleName === 'string' ? from !== moduleName : !moduleName.test(from)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings !== undefined && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) names.set((element.propertyName ?? element.name).text, from);
    }
  }
  return names;
}
