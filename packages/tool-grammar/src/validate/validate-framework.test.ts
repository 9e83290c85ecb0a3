import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { validateFramework } from './validate-framework';

const findFiles: ToolManifest = {
  name: 'find_files',
  description: 'find',
  outputFields: ['entries', 'count'],
  inputSchema: { type: 'object', properties: { pattern: { type: 'string' } }, required: ['pattern'], additionalProperties: false },
};
const readFiles: ToolManifest = {
  name: 'read_files',
  description: 'read',
  consumerArg: 'paths',
  inputSchema: {
    type: 'object',
    properties: { paths: { type: 'array', items: { type: 'string' } }, since: { type: 'string', format: 'date' } },
    required: ['paths'],
    additionalProperties: false,
  },
};
const pool = [findFiles, readFiles];

describe('validateFramework', () => {
  it('should accept a plan with from_step, a declared filler and earlier-step references', () => {
    expect(
      validateFramework(
        {
          steps: [
            { tool: 'find_files', args: { pattern: '*.pdf' } },
            { tool: 'read_files', args: { from_step: 1, since: '${FILLER:since}' } },
          ],
          fillers: { since: { prompt: 'Since when?', default: '2024-01-01', tier: 'fast' } },
          final_message: 'Found ${step1.count} files',
        },
        pool,
      ),
    ).toEqual({ ok: true });
  });

  it("should number the steps after priorTools and check references to those steps' outputs", () => {
    const residual = {
      steps: [{ tool: 'read_files', args: { from_step: 1 } }],
      fillers: {},
      final_message: 'Read the ${step1.count} files found and ${step2.count} more',
    };
    expect(validateFramework(residual, pool, { priorTools: ['find_files'] })).toEqual({ ok: true });
    const wrong = { ...residual, steps: [{ tool: 'read_files', args: { from_step: 2 } }], final_message: '${step1.size} ${step3.count}' };
    const result = validateFramework(wrong, pool, { priorTools: ['find_files'] });
    expect(result.ok ? [] : result.issues.map((issue) => issue.message)).toEqual([
      'step 2: from_step must name an earlier step (1..1), got 2',
      "final_message: '${step1.size}' reads field 'size', but tool 'find_files' outputs ['entries', 'count']",
      "final_message: '${step3.count}' must refer to a step of the plan (1..2)",
    ]);
  });

  it('should accept list positions in a step reference, as Nous resolves them', () => {
    const plan = { steps: [{ tool: 'find_files', args: { pattern: '*.pdf' } }, { tool: 'read_files', args: { paths: ['${step1.entries.0.path}'] } }], fillers: {}, final_message: 'Read ${step2.entries.0.name}' };
    expect(validateFramework(plan, pool)).toEqual({ ok: true });
  });

  it('should report the plan shape problems first', () => {
    expect(validateFramework({ steps: [], fillers: {} }, pool)).toMatchObject({ ok: false, code: 'missing_required', error: expect.stringContaining("missing required args ['final_message'] in the plan") });
    expect(validateFramework({ steps: [{ tool: 'x', args: {} }], fillers: { a: { prompt: 'p', tier: 'slow' } }, final_message: '' }, pool)).toMatchObject({ ok: false, code: 'invalid_enum' });
  });

  it('should check each step against its tool and prefix messages with the step number', () => {
    const result = validateFramework(
      { steps: [{ tool: 'find_files', args: {} }, { tool: 'send_fax', args: {} }], fillers: {}, final_message: 'ok' },
      pool,
    );
    expect(result).toMatchObject({
      ok: false,
      code: 'unknown_tool',
      error: "step 2: unknown tool 'send_fax'; available tools: ['find_files', 'read_files']; step 1: missing required args ['pattern'] for tool 'find_files'",
    });
  });

  it('should require from_step to name an earlier step, and the consumer arg without it', () => {
    expect(validateFramework({ steps: [{ tool: 'read_files', args: { from_step: 1 } }], fillers: {}, final_message: '' }, pool)).toMatchObject({
      ok: false,
      error: "step 1: from_step must name an earlier step (step 1 has none), got 1",
    });
    expect(
      validateFramework({ steps: [{ tool: 'find_files', args: { pattern: 'a' } }, { tool: 'read_files', args: {} }], fillers: {}, final_message: '' }, pool),
    ).toMatchObject({ ok: false, code: 'missing_required', error: "step 2: missing required args ['paths'] for tool 'read_files'" });
  });

  it('should reject undeclared fillers, references to later steps and unknown output fields', () => {
    const result = validateFramework(
      {
        steps: [
          { tool: 'read_files', args: { paths: ['${step2.entries}'], since: '${FILLER:when}' } },
          { tool: 'find_files', args: { pattern: '${step1.pattern}' } },
        ],
        fillers: {},
        final_message: '${step3.count} ${step1.x}',
      },
      pool,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.map((issue) => issue.message)).toEqual([
      "step 1: '${FILLER:when}' names no declared filler; declared fillers: []",
      "step 1: '${step2.entries}' must refer to an earlier step (1..0)",
      "final_message: '${step3.count}' must refer to a step of the plan (1..2)",
    ]);
  });

  it('should still check formats of strings that are not whole placeholders, and cap the steps', () => {
    expect(validateFramework({ steps: [{ tool: 'read_files', args: { paths: [], since: 'soon ${FILLER:x}' } }], fillers: { x: { prompt: 'p' } }, final_message: '' }, pool)).toMatchObject({
      ok: false,
      code: 'invalid_value',
    });
    const step = { tool: 'find_files', args: { pattern: 'a' } };
    expect(validateFramework({ steps: [step, step, step], fillers: {}, final_message: '' }, pool, { maxSteps: 2 })).toMatchObject({ ok: false, code: 'too_many_steps' });
  });
});
