import { describe, expect, it } from 'vitest';
import { mailPool } from '../__fixtures__/mail-pool';
import { buildProposePrompt } from './build-propose-prompt';

describe('buildProposePrompt', () => {
  it('should render the whole prompt deterministically', () => {
    const prompt = buildProposePrompt({
      query: 'trova la posta spam e spostala nel cestino',
      intent: { verb: 'move', object: 'messages', keywords: ['spam', 'trash'] },
      pool: mailPool.slice(3, 5),
      excludedTools: ['find_messages'],
      hint: 'Step 1 failed.',
      maxSteps: 4,
      language: 'it',
    });
    expect(prompt).toMatchInlineSnapshot(`
      "You are Metis, the planner of a local assistant. Propose the WHOLE plan for the request as ONE JSON object:
      {"steps":[{"tool":"<tool>","args":{...}}],"fillers":{"<name>":{"prompt":"<question>","default":"<value>","tier":"fast"}},"final_message":"<text>"}
      Rules:
      - Use only the tools listed below, at most 4 steps, in execution order.
      - "from_step": N in a step's args hands step N's entries (N is 1-based and earlier) to that step.
      - "\${FILLER:name}" stands for a value that depends on the user's setup (a folder name, an account); declare each filler with a question, a sensible default and tier "fast".
      - "\${stepN.field}" reads a field of step N's output; use it in final_message to report what was done.
      - Write final_message in Italian.
      Intent: verb=move object=messages keywords=spam, trash
      Tools:
      - filter_entries: Keeps the entries whose fields equal every value of \`where\`.
        args: entries*: object[], where*: object
        output: entries, count
        from_step feeds the earlier step's entries into: entries
      - move_messages: Moves messages to another mail folder.
        args: messages*: object[], dst_folder*: string
        output: ok_count, failed_count, moved
        from_step feeds the earlier step's entries into: messages
        destructive: changes user data
      DO NOT propose these tools, they already failed: find_messages.
      Note: Step 1 failed.
      Request: "trova la posta spam e spostala nel cestino"
      JSON:"
    `);
  });
});
