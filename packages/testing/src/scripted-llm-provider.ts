import type { LlmProvider, LlmRequest, LlmResponse } from '@metnos/core';

/**
 * A response script entry: fixed text, a whole response (to script `finishReason` and `usage`, e.g. a plan cut at
 * `maxTokens` with `finishReason: 'length'`), or a function of the request giving either.
 */
export type ScriptedAnswer =
  | string
  | ScriptedResponse
  | ((request: LlmRequest) => string | ScriptedResponse | Promise<string | ScriptedResponse>);

/** A scripted response: `text` plus the fields a backend reports (default `finishReason: 'stop'`). */
export type ScriptedResponse = Pick<LlmResponse, 'text'> & Partial<Omit<LlmResponse, 'text'>>;

/**
 * An LlmProvider whose *content* is scripted by the test, for code that consumes an LLM's answers.
 * Every request is logged in `calls`; running out of answers throws, so a test cannot pass by accident.
 */
export class ScriptedLlmProvider implements LlmProvider {
  readonly id = 'scripted';
  readonly calls: LlmRequest[] = [];
  private readonly answers: ScriptedAnswer[];

  constructor(answers: ScriptedAnswer[] = []) {
    this.answers = [...answers];
  }

  /** Appends answers to the script. */
  push(...answers: ScriptedAnswer[]): void {
    this.answers.push(...answers);
  }

  /** Answers not consumed yet. */
  get remaining(): number {
    return this.answers.length;
  }

  async complete(request: LlmRequest): Promise<LlmResponse> {
    this.calls.push(request);
    request.abortSignal?.throwIfAborted();
    const next = this.answers.shift();
    if (next === undefined) throw new Error(`ScriptedLlmProvider: no scripted answer left for call #${this.calls.length}`);
    const answer = typeof next === 'function' ? await next(request) : next;
    const response = typeof answer === 'string' ? { text: answer } : answer;
    return { finishReason: 'stop', usage: { promptTokens: 0, completionTokens: response.text.length }, ...response };
  }
}
