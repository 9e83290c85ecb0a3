export { ScriptedLlmProvider, type ScriptedAnswer, type ScriptedResponse } from './scripted-llm-provider';
export { writeTinyGguf, type WriteTinyGgufOptions, type TinyGgufInfo } from './write-tiny-gguf';
export { getTestLlama } from './get-test-llama';
export { writeTinyOnnxModel, type WriteTinyOnnxModelOptions, type TinyOnnxModel } from './write-tiny-onnx-model';
export {
  createMaildirExecutors,
  readMaildir,
  writeMaildir,
  seedMessages,
  type FixtureMessage,
} from './praxis/maildir-executors';
export { createNotesExecutors, writeNotes } from './praxis/notes-executors';
export { seedFramework, seedFrameworkText } from './praxis/seed-framework';
