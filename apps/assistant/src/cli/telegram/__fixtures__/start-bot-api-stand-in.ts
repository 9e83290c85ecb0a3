import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One Bot API call the bot made. */
export interface BotApiRequest {
  method: string;
  payload: Record<string, unknown>;
}

/** A local Telegram Bot API (test helper): records every call and serves the updates a test pushes. */
export interface BotApiStandIn {
  /** For grammY's `client.apiRoot` / `[telegram] api_root`. */
  apiRoot: string;
  token: string;
  requests: BotApiRequest[];
  /** Queues an update (`update_id` is assigned) for the next `getUpdates`; returns its id. */
  push(update: Record<string, unknown>): number;
  /** Resolves with the first recorded call (past or future) that `matches`. */
  waitFor(matches: (request: BotApiRequest) => boolean): Promise<BotApiRequest>;
  /** Calls after the `index`-th one. */
  since(index: number): BotApiRequest[];
  close(): Promise<void>;
}

const bot = { id: 7000001, is_bot: true, first_name: 'Metnos', username: 'metnos_test_bot', can_join_groups: false, can_read_all_group_messages: false, supports_inline_queries: false };

/**
 * Starts an HTTP server on 127.0.0.1:0 speaking the Bot API of `token` (`/bot<token>/<method>`, JSON bodies, as
 * grammY sends them): `getMe`, `deleteWebhook`, `getUpdates` (long polling: held until an update is pushed or
 * `timeout` seconds pass; `offset` confirms earlier updates), `sendMessage` / `editMessageText` /
 * `editMessageReplyMarkup` (answering the message as Telegram would, with fresh message ids), and `true` for
 * any other method. A wrong token gets Telegram's 401.
 */
export async function startBotApiStandIn({ token = '7000001:test-token' }: { token?: string } = {}): Promise<BotApiStandIn> {
  const requests: BotApiRequest[] = [];
  const updates: Record<string, unknown>[] = [];
  const waiters: { matches: (request: BotApiRequest) => boolean; resolve: (request: BotApiRequest) => void }[] = [];
  let pendingPoll: (() => void) | undefined;
  let nextUpdateId = 1;
  let nextMessageId = 5000;
  const record = (request: BotApiRequest) => {
    requests.push(request);
    for (const waiter of [...waiters]) {
      if (waiter.matches(request)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(request);
      }
    }
  };
  const send = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  const message = (payload: Record<string, unknown>, messageId: number) => ({
    message_id: messageId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: payload.chat_id, type: 'private' },
    from: bot,
    text: payload.text,
    ...(payload.reply_markup === undefined ? {} : { reply_markup: payload.reply_markup }),
  });
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const match = /^\/bot([^/]+)\/(\w+)$/.exec(request.url ?? '');
      if (match === null) return send(response, 404, { ok: false, error_code: 404, description: 'Not Found' });
      if (match[1] !== token) return send(response, 401, { ok: false, error_code: 401, description: 'Unauthorized' });
      const method = match[2] as string;
      const text = Buffer.concat(chunks).toString('utf8');
      const payload = text === '' ? {} : (JSON.parse(text) as Record<string, unknown>);
      record({ method, payload });
      switch (method) {
        case 'getMe':
          return send(response, 200, { ok: true, result: bot });
        case 'getUpdates': {
          const offset = typeof payload.offset === 'number' ? payload.offset : 0;
          const answer = () => {
            while (updates.length > 0 && (updates[0]?.update_id as number) < offset) updates.shift();
            const limit = typeof payload.limit === 'number' ? payload.limit : 100;
            send(response, 200, { ok: true, result: updates.slice(0, limit) });
          };
          const waiting = updates.some((update) => (update.update_id as number) >= offset);
          const timeoutSeconds = typeof payload.timeout === 'number' ? payload.timeout : 0;
          if (waiting || timeoutSeconds === 0) return answer();
          const timer = setTimeout(() => {
            pendingPoll = undefined;
            answer();
          }, timeoutSeconds * 1000);
          pendingPoll = () => {
            clearTimeout(timer);
            pendingPoll = undefined;
            answer();
          };
          response.on('close', () => clearTimeout(timer));
          return;
        }
        case 'sendMessage':
          return send(response, 200, { ok: true, result: message(payload, nextMessageId++) });
        case 'editMessageText':
        case 'editMessageReplyMarkup':
          return send(response, 200, { ok: true, result: message(payload, payload.message_id as number) });
        default:
          return send(response, 200, { ok: true, result: true });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    apiRoot: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    token,
    requests,
    push(update) {
      const updateId = nextUpdateId++;
      updates.push({ update_id: updateId, ...update });
      pendingPoll?.();
      return updateId;
    },
    waitFor(matches) {
      const found = requests.find(matches);
      if (found !== undefined) return Promise.resolve(found);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    since: (index) => requests.slice(index),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
