import type { StepFailure } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { classifyAporia } from './classify-aporia';
import { renderAporiaMessage } from './render-aporia-message';

function failure(fields: Partial<StepFailure>): StepFailure {
  return { tool: 'some_tool', index: 1, kind: 'unknown', code: 'unknown', message: '', ...fields };
}

describe('classifyAporia', () => {
  it('should ask for the location when a tool needs it from the user', () => {
    const result = classifyAporia({
      query: 'where am I?',
      failure: failure({ tool: 'get_location', kind: 'user_action_required', code: 'location_not_shared', message: 'location not shared' }),
    });
    expect(result).toEqual({
      category: 'user_action_required',
      subject: 'location',
      detail: 'get_location#1 user_action_required/location_not_shared: location not shared',
    });
  });

  it('should ask for the location when no plan ran and the query asks where the user is', () => {
    expect(classifyAporia({ query: 'dove sono?' })).toMatchObject({ category: 'user_action_required', subject: 'location' });
  });

  it('should classify a missing capability with a named skill as missing_skill', () => {
    const result = classifyAporia({
      query: 'search Drive for the budget',
      failure: failure({ tool: 'search_drive', kind: 'missing_capability', code: 'skill_disabled', message: 'Google Drive skill is off', details: { skill: 'google_drive' } }),
    });
    expect(result).toMatchObject({ category: 'missing_skill', subject: 'skill', target: 'google_drive' });
  });

  it('should classify a capability without a skill as missing_executor', () => {
    const result = classifyAporia({
      query: 'fold my laundry',
      failure: failure({ kind: 'missing_capability', code: 'no_capability', message: 'nothing can do this' }),
    });
    expect(result).toMatchObject({ category: 'missing_executor', subject: 'executor' });
  });

  it('should classify an unknown tool as missing_executor naming the tool', () => {
    const result = classifyAporia({ query: 'x', failure: failure({ tool: 'fly_drone', kind: 'unknown_tool', code: 'unknown_tool' }) });
    expect(result).toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'fly_drone' });
  });

  it('should classify an index that is not built as missing_data', () => {
    const result = classifyAporia({
      query: 'find 2019 photos',
      failure: failure({ tool: 'search_photos', kind: 'unavailable', code: 'index_missing', message: 'photo index not built', details: { index: 'photos' } }),
    });
    expect(result).toMatchObject({ category: 'missing_data', subject: 'index', target: 'photos' });
  });

  it('should classify not-found and empty results as missing_data', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'not_found', code: 'not_found', details: { path: '/srv/a' } }) }))
      .toMatchObject({ category: 'missing_data', subject: 'data', target: '/srv/a' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'empty_result', code: 'empty' }) }))
      .toMatchObject({ category: 'missing_data', subject: 'data' });
  });

  it('should turn Vaglio blocks into user actions', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ tool: 'move_messages', kind: 'blocked', code: 'confirmation_required' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'confirmation', target: 'move_messages' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'blocked', code: 'path_not_allowed', details: { path: '/etc' } }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'path', target: '/etc' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'blocked', code: 'result_too_large' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'scope' });
  });

  it('should treat an unresponsive backend as a service the user must start', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ tool: 'find_messages', kind: 'timeout', code: 'step_timeout' }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'service', target: 'find_messages' });
  });

  it('should fall back to textual markers for unstructured failures', () => {
    const crash = (message: string) => classifyAporia({ query: 'q', failure: failure({ kind: 'executor_crash', code: 'executor_crash', message }) });
    expect(crash('EACCES: permission denied, open /root/x')).toMatchObject({ category: 'user_action_required', subject: 'permission' });
    expect(crash('ENOENT: no such file or directory')).toMatchObject({ category: 'missing_data', subject: 'data' });
    expect(crash('connect ECONNREFUSED 127.0.0.1:993')).toMatchObject({ category: 'user_action_required', subject: 'service', target: 'some_tool' });
    expect(crash('la skill Drive non è abilitata')).toMatchObject({ category: 'missing_skill' });
  });

  it('should fall back to the failure class when no marker decides', () => {
    const crash = failure({ kind: 'executor_crash', code: 'executor_crash', message: 'x is undefined' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'missing_input' })).toMatchObject({ category: 'missing_data' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'out_of_scope' })).toMatchObject({ category: 'user_action_required' });
    expect(classifyAporia({ query: 'q', failure: crash, failureClass: 'wrong_tool' })).toMatchObject({ category: 'missing_executor' });
    expect(classifyAporia({ query: 'q', failure: crash })).toMatchObject({ category: 'missing_executor' });
  });

  const planner = (code: string, details: Record<string, unknown> = {}) =>
    failure({ tool: 'metis', index: 0, kind: 'missing_capability', code, message: `metis ${code}`, details: { subject: 'planner', ...details } });
  const contextExceeded = planner('planner_llm_failed', {
    metisCode: 'llm_failed',
    cause: {
      code: 'llm_http',
      status: 400,
      type: 'exceed_context_size_error',
      message: 'the request exceeds the available context size, try increasing it',
      promptTokens: 5210,
      contextSize: 4096,
    },
  });

  it.each([
    {
      name: 'a truncated plan',
      failure: planner('planner_truncated_output', { metisCode: 'truncated_output' }),
      subject: 'plan_truncated',
      en: "Can't resolve: the language model's plan was cut off before it was complete. To proceed: raise [llm] max_tokens in runtime.toml, or rephrase the request more simply.",
      it: 'Non riesco: il piano del modello linguistico è stato troncato prima di essere completo. Per procedere: aumenta [llm] max_tokens in runtime.toml, oppure riformula la richiesta in modo più semplice.',
    },
    {
      name: 'a malformed plan',
      failure: planner('planner_malformed_output', { metisCode: 'malformed_output' }),
      subject: 'plan_unusable',
      en: "Can't resolve: the language model did not produce a usable plan for this request. To proceed: rephrase it more concretely, or use a stronger model in [llm].",
      it: 'Non riesco: il modello linguistico non ha prodotto un piano utilizzabile per questa richiesta. Per procedere: riformulala in modo più concreto, oppure usa un modello più capace in [llm].',
    },
    {
      name: 'an invalid plan',
      failure: planner('planner_invalid_plan', { metisCode: 'invalid_plan', validatorCode: 'unknown_tool' }),
      subject: 'plan_unusable',
      en: "Can't resolve: the language model did not produce a usable plan for this request. To proceed: rephrase it more concretely, or use a stronger model in [llm].",
      it: 'Non riesco: il modello linguistico non ha prodotto un piano utilizzabile per questa richiesta. Per procedere: riformulala in modo più concreto, oppure usa un modello più capace in [llm].',
    },
    {
      name: "a server's context-size refusal",
      failure: contextExceeded,
      subject: 'llm_error',
      en: "Can't resolve: the model server answered 400: the prompt exceeds the model's context size (5210 > 4096 tokens). To proceed: give the model a larger context (llama-server -c, or [llm] context_size for the in-process model), or shorten the request.",
      it: 'Non riesco: il server del modello ha risposto 400: il prompt supera la dimensione del contesto del modello (5210 > 4096 token). Per procedere: dai al modello un contesto più ampio (llama-server -c, oppure [llm] context_size per il modello in-process), oppure accorcia la richiesta.',
    },
    {
      name: 'an LLM timeout',
      failure: planner('planner_llm_failed', { metisCode: 'llm_failed', cause: { code: 'llm_timeout', timeoutMs: 120000, message: 'POST http://127.0.0.1:8080/completion timed out after 120000 ms' } }),
      subject: 'llm_error',
      en: "Can't resolve: the language model did not answer within 120 s. To proceed: raise [llm] timeout_ms in runtime.toml, use a faster model, or check the server at [llm] base_url.",
      it: 'Non riesco: il modello linguistico non ha risposto entro 120 s. Per procedere: aumenta [llm] timeout_ms in runtime.toml, usa un modello più veloce, oppure controlla il server a [llm] base_url.',
    },
    {
      name: 'another server error',
      failure: planner('planner_llm_failed', { metisCode: 'llm_failed', cause: { code: 'llm_http', status: 500, type: 'server_error', message: 'Loading model. Please wait.' } }),
      subject: 'llm_error',
      en: "Can't resolve: the model server answered 500: Loading model. To proceed: check the model server at [llm] base_url in runtime.toml (and its log), then ask again.",
      it: 'Non riesco: il server del modello ha risposto 500: Loading model. Per procedere: controlla il server del modello a [llm] base_url in runtime.toml (e il suo log), poi chiedi di nuovo.',
    },
  ])('should classify $name as a planning gap (missing_skill), never a missing executor, in it and en', ({ failure: planned, subject, en, it: italian }) => {
    const classification = classifyAporia({ query: 'plan my week', failure: planned, failureClass: 'wrong_args' });
    expect(classification).toMatchObject({ category: 'missing_skill', subject });
    expect(renderAporiaMessage(classification, { language: 'en', query: 'plan my week' })).toBe(en);
    expect(renderAporiaMessage(classification, { language: 'it', query: 'pianifica la settimana' })).toBe(italian);
  });

  it('should keep the server answer as llmCause and recognise planner failures by their code alone', () => {
    expect(classifyAporia({ query: 'q', failure: contextExceeded })).toEqual({
      category: 'missing_skill',
      subject: 'llm_error',
      llmCause: {
        code: 'llm_http',
        status: 400,
        type: 'exceed_context_size_error',
        message: 'the request exceeds the available context size, try increasing it',
        promptTokens: 5210,
        contextSize: 4096,
      },
      detail: 'metis#0 missing_capability/planner_llm_failed: metis planner_llm_failed',
    });
    expect(classifyAporia({ query: 'q', failure: failure({ tool: 'metis', code: 'planner_truncated_output', message: 'cut at 1024 tokens' }) }))
      .toMatchObject({ category: 'missing_skill', subject: 'plan_truncated' });
  });

  it('should ask for the arguments of a tool that exists, naming the tool and the arguments, when wrong_args survives the re-plan', () => {
    const missingRecipient = failure({ tool: 'send_messages', kind: 'invalid_args', code: 'missing_recipient', message: 'no recipient given', details: { missing: ['to'] } });
    const classification = classifyAporia({ query: 'send it to him', failure: missingRecipient, failureClass: 'wrong_args' });
    expect(classification).toMatchObject({ category: 'user_action_required', subject: 'arguments', target: 'send_messages', arguments: ['to'] });
    expect(renderAporiaMessage(classification, { language: 'en', query: 'send it to him' })).toBe(
      'Can\'t resolve: I could not work out the value of "to" for send_messages from your request. To proceed: state it explicitly in the request (e.g. "to: ...") and ask again.',
    );
    expect(renderAporiaMessage(classification, { language: 'it', query: 'mandalo a lui' })).toBe(
      'Non riesco: non sono riuscito a ricavare dalla richiesta il valore di "to" per send_messages. Per procedere: indicalo esplicitamente nella richiesta (es. "to: ...") e chiedi di nuovo.',
    );
  });

  it("should read the argument names from Nous' codes, executors' details and tool-grammar's messages", () => {
    const schema = failure({
      tool: 'get_inputs',
      kind: 'invalid_args',
      code: 'schema_violation',
      message: "missing required args ['title', 'dialog'] for tool 'get_inputs'",
      details: { validatorCode: 'missing_required' },
    });
    const schemaClass = classifyAporia({ query: 'q', failure: schema, failureClass: 'wrong_args' });
    expect(schemaClass).toMatchObject({ subject: 'arguments', target: 'get_inputs', arguments: ['title', 'dialog'] });
    expect(renderAporiaMessage(schemaClass, { language: 'en', query: 'q' })).toContain('the values of "title", "dialog" for get_inputs');
    expect(renderAporiaMessage(schemaClass, { language: 'it', query: 'q' })).toContain('i valori di "title", "dialog" per get_inputs. Per procedere: indicali');
    const wrongType = failure({ tool: 'find_files', kind: 'invalid_args', code: 'schema_violation', message: "arg 'limit' must be integer, got string \"ten\" for tool 'find_files'" });
    expect(classifyAporia({ query: 'q', failure: wrongType })).toMatchObject({ category: 'user_action_required', arguments: ['limit'] });
    const when = failure({ tool: 'create_reminders', kind: 'invalid_args', code: 'invalid_when', message: '"someday" is not an ISO date', details: { when: 'someday' } });
    expect(classifyAporia({ query: 'q', failure: when })).toMatchObject({ target: 'create_reminders', arguments: ['when'] });
    const oneOf = failure({ tool: 'find_messages', kind: 'invalid_args', code: 'missing_required_one_of', message: 'x', details: { group: ['from', 'subject'] } });
    expect(classifyAporia({ query: 'q', failure: oneOf })).toMatchObject({ arguments: ['from', 'subject'] });
    const unnamed = classifyAporia({ query: 'q', failure: failure({ tool: 'find_files', kind: 'executor_crash', code: 'executor_crash', message: 'bad input' }), failureClass: 'wrong_args' });
    expect(unnamed).toEqual({ category: 'user_action_required', subject: 'arguments', target: 'find_files', detail: 'find_files#1 executor_crash/executor_crash: bad input' });
    expect(renderAporiaMessage(unnamed, { language: 'en', query: 'q' })).toBe(
      'Can\'t resolve: I could not work out the arguments for find_files from your request. To proceed: state them explicitly in the request (e.g. "name: ...") and ask again.',
    );
    expect(classifyAporia({ query: 'q', failureClass: 'wrong_args' })).toMatchObject({ category: 'user_action_required', subject: 'arguments' });
  });

  it('should call plan-wiring errors an unusable plan, and keep missing_executor for request_new_executor and unknown tools', () => {
    const unresolved = failure({ tool: 'read_files', index: 2, kind: 'invalid_args', code: 'unresolved_reference', message: 'step 5 does not exist' });
    expect(classifyAporia({ query: 'q', failure: unresolved, failureClass: 'wrong_args' })).toMatchObject({ category: 'missing_skill', subject: 'plan_unusable' });
    const requested = failure({ tool: 'request_new_executor', kind: 'invalid_args', code: 'missing_description', details: { missing: ['description'] } });
    expect(classifyAporia({ query: 'q', failure: requested, failureClass: 'wrong_args' })).toMatchObject({ category: 'missing_executor', subject: 'executor' });
    const notInPool = failure({ tool: 'fly_drone', kind: 'invalid_args', code: 'schema_violation', message: "unknown tool 'fly_drone'", details: { validatorCode: 'unknown_tool' } });
    expect(classifyAporia({ query: 'q', failure: notInPool })).toMatchObject({ category: 'missing_executor', target: 'fly_drone' });
  });

  it('should map an unresolved filler to a user input request and a missing planner to the llm subject', () => {
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'user_action_required', code: 'filler_unresolved', details: { filler: 'trash_folder' } }) }))
      .toMatchObject({ category: 'user_action_required', subject: 'input', target: 'trash_folder' });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'unknown', code: 'no_llm', message: 'no planner' }) }))
      .toMatchObject({ category: 'missing_skill', subject: 'llm' });
  });

  it('should classify a missing llm capability as the llm subject, whatever the message says', () => {
    const noLlm = failure({
      tool: 'describe_entries',
      kind: 'missing_capability',
      code: 'llm_unreachable',
      message: 'cannot reach llama-server (connection refused) at location http://127.0.0.1:9',
      details: { capability: 'llm' },
    });
    expect(classifyAporia({ query: 'describe this page', failure: noLlm })).toEqual({
      category: 'missing_skill',
      subject: 'llm',
      detail: 'describe_entries#1 missing_capability/llm_unreachable: cannot reach llama-server (connection refused) at location http://127.0.0.1:9',
    });
    expect(classifyAporia({ query: 'q', failure: failure({ kind: 'missing_capability', code: 'x', details: { capability: 'ocr' } }) }))
      .toMatchObject({ category: 'missing_executor', subject: 'executor', target: 'ocr' });
  });

  it("should keep the executor's action hint", () => {
    const located = failure({
      tool: 'get_location',
      kind: 'user_action_required',
      code: 'location_not_shared',
      message: 'not shared',
      details: { action: 'set [executors] location' },
    });
    expect(classifyAporia({ query: 'where am I', failure: located })).toMatchObject({ subject: 'location', action: 'set [executors] location' });
    expect(classifyAporia({ query: 'q', failure: failure({ code: 'weird', details: { action: 'do X' } }) })).toMatchObject({
      category: 'missing_executor',
      action: 'do X',
    });
    expect(classifyAporia({ query: 'q', failure: failure({ code: 'weird', details: { action: '' } }) })).not.toHaveProperty('action');
  });

  it('should default to missing_executor when nothing ran', () => {
    expect(classifyAporia({ query: 'compose a sonnet about rain' })).toEqual({
      category: 'missing_executor',
      subject: 'executor',
      detail: 'no plan could serve the request',
    });
  });
});
