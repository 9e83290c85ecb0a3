export { compileToolGrammar, generateToolGrammar, type ToolGrammarOptions, type ToolGrammarCompilation } from './compile-tool-grammar';
export {
  compileFrameworkGrammar,
  generateFrameworkGrammar,
  defaultMaxSteps,
  defaultMaxFillers,
  type FrameworkGrammarOptions,
} from './compile-framework-grammar';
