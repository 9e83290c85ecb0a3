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
export { skillRecord } from './praxis/skill-record';
export { findAndSendFramework } from './praxis/find-and-send-framework';
export { findLlamaServerBinary } from './find-llama-server-binary';
export { startLlamaServer, type StartedLlamaServer } from './start-llama-server';
export {
  describeContract,
  findFailingScenarios,
  runContractScenario,
  type ContractFactory,
  type ContractOptions,
  type ContractScenario,
  type ContractScenarios,
} from './contracts/contract-suite';
export { transitSkill, type SkillStep } from './contracts/transit-skill';
export { skillStoreScenarios, testSkillStoreContract } from './contracts/skill-store-contract';
export { observationStoreScenarios, testObservationStoreContract } from './contracts/observation-store-contract';
export { canonicalQueryStoreScenarios, testCanonicalQueryStoreContract } from './contracts/canonical-query-store-contract';
export { multiToolPathStoreScenarios, testMultiToolPathStoreContract } from './contracts/multi-tool-path-store-contract';
export { activeDayStoreScenarios, testActiveDayStoreContract } from './contracts/active-day-store-contract';
export { aporiaStoreScenarios, testAporiaStoreContract } from './contracts/aporia-store-contract';
export { llmCacheStoreScenarios, testLlmCacheStoreContract } from './contracts/llm-cache-store-contract';
export {
  learningChangeStoreScenarios,
  testLearningChangeStoreContract,
  type LearningChangeContractStore,
} from './contracts/learning-change-store-contract';
export { statsStoreScenarios, testStatsStoreContract, type StatsContractStore } from './contracts/stats-store-contract';
export { praxisStoreScenarios, testPraxisStoreContract } from './contracts/praxis-store-contract';
export { createMemoryPraxisStore, type CreateMemoryPraxisStoreOptions } from './create-memory-praxis-store';
export { MemoryPraxisStoreError } from './memory-praxis-store-error';
export { embedderScenarios, testEmbedderContract, type EmbedderContractFactory } from './contracts/embedder-contract';
export {
  llmProviderScenarios,
  testLlmProviderContract,
  type LlmProviderContractFactory,
  type LlmProviderContractScript,
} from './contracts/llm-provider-contract';
