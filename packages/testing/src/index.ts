export { ScriptedLlmProvider, type ScriptedAnswer, type ScriptedResponse } from './scripted-llm-provider';
export { writeTinyGguf, type WriteTinyGgufOptions, type TinyGgufInfo } from './write-tiny-gguf';
export { getTestLlama } from './get-test-llama';
export { writeTinyOnnxModel, type WriteTinyOnnxModelOptions, type TinyOnnxModel } from './write-tiny-onnx-model';
export {
  createMaildirExecutors,
  readMaildir,
  writeMaildir,
  referenceMessages,
  type FixtureMessage,
} from './praxis/maildir-executors';
export { createNotesExecutors, writeNotes } from './praxis/notes-executors';
export { mailCleanupFramework, mailCleanupFrameworkText } from './praxis/mail-cleanup-framework';
export { findLlamaServerBinary } from './find-llama-server-binary';
export { startLlamaServer, type StartedLlamaServer } from './start-llama-server';
