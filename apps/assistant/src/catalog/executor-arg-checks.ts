import { getUrlsOf } from '../executors/get_urls/get-urls-of';
import { checkMoveFilesArgs } from '../executors/move_files/check-move-files-args';
import { checkMoveMessagesArgs } from '../executors/move_messages/check-move-messages-args';
import { checkSendMessagesArgs } from '../executors/send_messages/check-send-messages-args';
import type { ExecutorArgCheck } from '../executor-support/executor-environment';

/**
 * The pure argument checks of the executors that have one, by tool name: those whose call needs the user's consent
 * (send, overwrite, a fetch carrying what a step read) and can be refused from its arguments alone, so that consent is never asked for a call that
 * cannot run. Checks that need the disk (real paths, a message that exists) stay in Vaglio and invoke.
 */
export const executorArgChecks: Readonly<Record<string, ExecutorArgCheck>> = {
  send_messages: checkSendMessagesArgs,
  move_files: checkMoveFilesArgs,
  move_messages: checkMoveMessagesArgs,
  // A fetch whose URL carries read content needs consent (the taint rule): a malformed address fails first.
  get_urls: (args) => {
    const found = getUrlsOf(args);
    return found.ok ? undefined : found.error;
  },
};
