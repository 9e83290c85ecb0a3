import ts from 'typescript';

/** The names a declaration file exports (`export { a, b as c }`, `export declare …`, `export type …`). */
export function exportedNames(declarationText: string): Set<string> {
  const file = ts.createSourceFile('index.d.ts', declarationText, ts.ScriptTarget.ES2022, false, ts.ScriptKind.TS);
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (ts.isExportDeclaration(statement) && statement.exportClause !== undefined && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      const name = (statement as ts.DeclarationStatement).name;
      if (name !== undefined && ts.isIdentifier(name)) names.add(name.text);
    }
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

/**
 * `names` plus every type their declarations in `declarationText` refer to, recursively (the types a user may
 * need to write down when using those names). Names not declared in the file are ignored.
 */
export function typeClosure(declarationText: string, names: Iterable<string>): Set<string> {
  const file = ts.createSourceFile('index.d.ts', declarationText, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const declarations = new Map<string, ts.Node>();
  for (const statement of file.statements) {
    if (ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) || ts.isClassDeclaration(statement)) {
      if (statement.name !== undefined) declarations.set(statement.name.text, statement);
    }
  }
  const closure = new Set<string>();
  const visit = (name: string): void => {
    const declaration = declarations.get(name);
    if (declaration === undefined || closure.has(name)) return;
    closure.add(name);
    const walk = (node: ts.Node): void => {
      if (ts.isTypeReferenceNode(node) && ts.isIdentifier(node.typeName)) visit(node.typeName.text);
      if (ts.isExpressionWithTypeArguments(node) && ts.isIdentifier(node.expression)) visit(node.expression.text);
      // private members and method bodies of classes are not part of what a user writes down
      if (ts.isClassDeclaration(node)) {
        for (const member of node.members) {
          const isPrivate = ts.canHaveModifiers(member) && ts.getModifiers(member)?.some((modifier) => modifier.kind === ts.SyntaxKind.PrivateKeyword) === true;
          if (!isPrivate) ts.forEachChild(member, walk);
        }
        node.heritageClauses?.forEach((clause) => ts.forEachChild(clause, walk));
        return;
      }
      ts.forEachChild(node, walk);
    };
    walk(declaration);
  };
  for (const name of names) visit(name);
  return closure;
}
