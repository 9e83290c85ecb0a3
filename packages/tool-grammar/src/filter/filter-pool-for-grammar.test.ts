import type { ToolManifest } from '@metnos/core';
import { describe, expect, it } from 'vitest';
import { filterPoolForGrammar } from './filter-pool-for-grammar';

function tool(name: string, flags?: ToolManifest['flags']): ToolManifest {
  return { name, description: name, inputSchema: { type: 'object' }, ...(flags === undefined ? {} : { flags }) };
}

const canonical = [tool('find_files'), tool('send_messages'), tool('get_now')];
const hatches = [tool('request_new_executor'), tool('request_location_from_user'), tool('undo_last_turn')];
const names = (pool: ToolManifest[]) => pool.map((item) => item.name);

describe('filterPoolForGrammar', () => {
  it('should drop every escape hatch for an ordinary query with three canonical tools', () => {
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'find my pdf files'))).toEqual(['find_files', 'send_messages', 'get_now']);
  });

  it('should keep request_new_executor only with fewer than 3 canonical tools', () => {
    expect(names(filterPoolForGrammar([canonical[0] as ToolManifest, ...hatches], 'translate this'))).toEqual(['find_files', 'request_new_executor']);
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'translate this', { minCanonicalTools: 4 }))).toContain('request_new_executor');
  });

  it('should keep request_location_from_user only with a proximity marker', () => {
    for (const query of ['pharmacies near me', 'is there a bar nearby?', 'what is the weather here', 'ristoranti qui', 'vieni qua', 'un bar vicino a me']) {
      expect(names(filterPoolForGrammar([...canonical, ...hatches], query))).toContain('request_location_from_user');
    }
    for (const query of ['dimmi qualcosa', 'there is nothing', 'quindi?', 'where is Rome']) {
      expect(names(filterPoolForGrammar([...canonical, ...hatches], query))).not.toContain('request_location_from_user');
    }
  });

  it('should keep undo_last_turn only with an undo marker', () => {
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'annulla'))).toContain('undo_last_turn');
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'please undo that'))).toContain('undo_last_turn');
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'rollback!'))).toContain('undo_last_turn');
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'annullamento della riunione'))).not.toContain('undo_last_turn');
  });

  it('should keep a provider-suffixed tool only when the query names the provider', () => {
    const pool = [...canonical, tool('send_messages_google_workspace'), tool('read_pages', { providerSuffix: '_notion' }), tool('post_telegram_bot')];
    expect(names(filterPoolForGrammar(pool, 'email Anna'))).toEqual(['find_files', 'send_messages', 'get_now', 'post_telegram_bot']);
    expect(names(filterPoolForGrammar(pool, 'email Anna', { extraMarkers: { providers: { _telegram_bot: ['tg'] } } }))).not.toContain('post_telegram_bot');
    expect(names(filterPoolForGrammar(pool, 'email Anna from Gmail'))).toContain('send_messages_google_workspace');
    expect(names(filterPoolForGrammar(pool, 'open my Notion page'))).toContain('read_pages');
    expect(names(filterPoolForGrammar(pool, 'googled it'))).not.toContain('send_messages_google_workspace');
    expect(names(filterPoolForGrammar(pool, 'post on telegram', { extraMarkers: { providers: { _telegram_bot: ['tg'] } } }))).toContain('post_telegram_bot');
    expect(names(filterPoolForGrammar(pool, 'post on tg', { extraMarkers: { providers: { _telegram_bot: ['tg'] } } }))).toContain('post_telegram_bot');
  });

  it('should derive markers from an unknown providerSuffix flag', () => {
    const pool = [...canonical, tool('send_slack_message', { providerSuffix: '_slack' })];
    expect(names(filterPoolForGrammar(pool, 'message the team'))).not.toContain('send_slack_message');
    expect(names(filterPoolForGrammar(pool, 'message the team on Slack'))).toContain('send_slack_message');
  });

  it('should recognise escape hatches by flags and let options replace or extend the marker tables', () => {
    const custom = tool('ask_human', { escapeHatch: true });
    expect(names(filterPoolForGrammar([...canonical, custom], 'x'))).not.toContain('ask_human');
    expect(names(filterPoolForGrammar([...canonical, custom], 'x', { escapeHatchConditions: { ask_human: 'always' } }))).toContain('ask_human');
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'qui', { markers: { proximity: ['around'] } }))).not.toContain('request_location_from_user');
    expect(names(filterPoolForGrammar([...canonical, ...hatches], 'ici', { extraMarkers: { proximity: ['ici'] } }))).toContain('request_location_from_user');
  });

  it('should be pure: same result, input untouched', () => {
    const pool = [...canonical, ...hatches];
    const snapshot = structuredClone(pool);
    expect(filterPoolForGrammar(pool, 'annulla')).toEqual(filterPoolForGrammar(pool, 'annulla'));
    expect(pool).toEqual(snapshot);
  });
});
