import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { ElicitRequestSchema, type ElicitResult } from '@modelcontextprotocol/sdk/types.js';
import { describe, expect, it } from 'vitest';
import { askMcpUserConsent } from './ask-mcp-user-consent';

const steps = [{ index: 2, tool: 'send_messages', effects: ['send' as const], summary: 'send "report" to boss@example.com', args: {} }];

/** A real SDK server and client linked in memory; the client answers elicitations with `answer` when given. */
async function connect(answer?: () => ElicitResult | Promise<ElicitResult>): Promise<{ server: Server; messages: string[]; close: () => Promise<void> }> {
  const server = new Server({ name: 'metnos-test', version: '0.0.0' }, { capabilities: {} });
  const client = new Client({ name: 'client', version: '1.0.0' }, answer === undefined ? {} : { capabilities: { elicitation: { form: {} } } });
  const messages: string[] = [];
  if (answer !== undefined) {
    client.setRequestHandler(ElicitRequestSchema, async (request) => {
      messages.push((request.params as { message: string }).message);
      return answer();
    });
  }
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await server.connect(serverSide);
  await client.connect(clientSide);
  return { server, messages, close: () => client.close() };
}

describe('askMcpUserConsent', () => {
  it('should be accepted only when the user accepts with the box ticked, showing them the steps', async () => {
    const accepting = await connect(() => ({ action: 'accept', content: { confirm: true } }));
    expect(await askMcpUserConsent(accepting.server, steps)).toBe('accepted');
    expect(accepting.messages).toEqual(['Metnos needs your consent before it runs these steps:\n2. send "report" to boss@example.com [send]']);
    await accepting.close();
    for (const answer of [{ action: 'accept', content: { confirm: false } }, { action: 'accept', content: {} }, { action: 'decline' }, { action: 'cancel' }] as ElicitResult[]) {
      const client = await connect(() => answer);
      expect(await askMcpUserConsent(client.server, steps)).toBe('declined');
      await client.close();
    }
  });

  it('should say unsupported, asking nothing, when the client cannot ask its user', async () => {
    const plain = await connect();
    expect(await askMcpUserConsent(plain.server, steps)).toBe('unsupported');
    await plain.close();
  });

  it('should wait for the user as long as the consent lives, and no longer', async () => {
    const slowAnswer = () => new Promise<ElicitResult>((resolve) => setTimeout(() => resolve({ action: 'accept', content: { confirm: true } }), 300));
    const patient = await connect(slowAnswer);
    expect(await askMcpUserConsent(patient.server, steps, { timeoutMs: 5_000 })).toBe('accepted');
    await patient.close();
    const hurried = await connect(slowAnswer);
    expect(await askMcpUserConsent(hurried.server, steps, { timeoutMs: 50 })).toBe('declined');
    await hurried.close();
  });

  it('should count a client that fails to answer as declined', async () => {
    const failing = await connect(() => {
      throw new Error('the client crashed');
    });
    expect(await askMcpUserConsent(failing.server, steps)).toBe('declined');
    await failing.close();
  });
});
