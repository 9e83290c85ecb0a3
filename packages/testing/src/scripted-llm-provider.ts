import type { LlmProvider, LlmRequest, LlmResponse } from '@metnos/core';

/** A response script entry: fixed text, or a function of the request. */
export type ScriptedAnswer = string | ((request: LlmRequest) => string | Promise<string>);

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
    const text = typeof next === 'function' ? await next(request) : next;
    return { text, finishReason: 'stop', usage: { promptTokens: 0, completionTokens: text.length } };
  }
}
