import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Feedback, Language } from '@metnos/core';
import type { Assistant, AssistantTurn } from '../turn/assistant';
import { cliMessages } from './cli-messages';
import { describeCliError } from './describe-cli-error';
import type { ProgressStream } from './create-progress-reporter';

const glyphs: Record<Feedback, string> = { up: '✓', down: '✗', retry: '↺' };

/** How the chat asks one request and prints the turn (the CLI's `askAndPrint`). */
export type AskAndPrint = (query: string, options: { language: Language; confirmToken?: string }) => Promise<AssistantTurn>;

/**
 * The `metnos chat` loop over `input` lines: a request per line; `:up` `:down` `:retry` rate the last reply
 * (↺ prints the retried answer), `:yes` runs the steps the last reply asked consent for (`Assistant.confirm` with its
 * token), `:quit` (or the end of input)
 * leaves. A request that fails prints one line in its language and the loop goes on.
 */
export async function runChat(
  assistant: Assistant,
  { input, stdout, stderr, askAndPrint, languageOf, locale }: {
    input: Readable;
    stdout: ProgressStream;
    stderr: ProgressStream;
    askAndPrint: AskAndPrint;
    /** The language of a request line. */
    languageOf: (text: string) => Language;
    /** The language before any request. */
    locale: Language;
  },
): Promise<void> {
  const lines = createInterface({ input, terminal: false });
  let last: AssistantTurn | undefined;
  let language = locale;
  stderr.write(`${cliMessages(language).chatBanner}\n`);
  try {
    for await (const raw of lines) {
      const line = raw.trim();
      if (line === '') continue;
      if (line === ':quit' || line === ':q') break;
      const messages = cliMessages(language);
      try {
        const feedback = /^:(up|down|retry)$/.exec(line)?.[1] as Feedback | undefined;
        if (feedback !== undefined) {
          if (last === undefined) {
            stderr.write(`${messages.noReplyToRate}\n`);
            continue;
          }
          const result = await assistant.feedback(last.turnId, feedback, { language });
          stderr.write(`${messages.feedbackSaved(glyphs[feedback], result.skill?.status)}\n`);
          if (result.retried !== undefined) {
            last = result.retried;
            stdout.write(`${last.reply}\n`);
          }
          continue;
        }
        if (line === ':yes') {
          // Consent to exactly the steps the last reply listed (its token), never a new plan.
          if (last?.confirmation !== undefined) last = await askAndPrint(last.query, { language: last.language, confirmToken: last.confirmation.token });
          else stderr.write(`${messages.nothingToConfirm}\n`);
          continue;
        }
        language = languageOf(line);
        last = await askAndPrint(line, { language });
      } catch (error) {
        // One line, in the language of the request; the chat goes on.
        stderr.write(`${describeCliError(error, language).line}\n`);
      }
    }
  } finally {
    lines.close();
  }
}
