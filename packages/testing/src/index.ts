export { ScriptedLlmProvider, type ScriptedAnswer } from './scripted-llm-provider';
