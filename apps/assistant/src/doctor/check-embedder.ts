import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { DoctorCheck } from './doctor-check';
import type { DoctorMessages } from './doctor-messages';
import { describeFailure } from './describe-failure';
import type { AssistantConfig } from '../settings/assistant-config';

/**
 * The embedder of `[embedder]`: the hashed default is fine and says what ONNX would add; ONNX needs
 * `model_dir` with `tokenizer.json` and `model.onnx`, then is loaded and embeds one text, as L1 would.
 */
export async function checkEmbedder(config: AssistantConfig['embedder'], { messages }: { messages: DoctorMessages }): Promise<DoctorCheck> {
  if (config.kind === 'hashed') return { subject: 'embedder', status: 'info', text: messages.embedderHashed(config.dimension) };
  if (config.model_dir === '') return { subject: 'embedder', status: 'fail', text: messages.embedderNoFolder };
  const missing = ['tokenizer.json', 'model.onnx'].filter((file) => !existsSync(join(config.model_dir, file)));
  if (missing.length > 0) return { subject: 'embedder', status: 'fail', text: messages.embedderFilesMissing(config.model_dir, missing) };
  try {
    // onnxruntime loads only here, for a doctor run that has an ONNX model to check.
    const { createOnnxEmbedder } = await import('@metnos/embedder');
    const embedder = await createOnnxEmbedder({ modelDir: config.model_dir, pooling: config.pooling, maxLength: config.max_length });
    try {
      const [vector] = await embedder.embed(['metnos doctor']);
      return { subject: 'embedder', status: 'ok', text: messages.embedderReady(config.model_dir, vector?.length ?? embedder.dimension) };
    } finally {
      await embedder.release();
    }
  } catch (error) {
    return { subject: 'embedder', status: 'fail', text: messages.embedderFailed(config.model_dir, describeFailure(error)) };
  }
}
