import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useHomeAssistant } from './__fixtures__/use-home-assistant';

describe('createAssistant (Spanish)', () => {
  const world = useHomeAssistant('metnos-es-', { 'Documents/notas.txt': 'N' });

  it('should answer the Spanish L0 phrases in Spanish with no model, courtesy and opening marks included', async () => {
    expect(await world.assistant.ask('¿Qué hora es?')).toMatchObject({ ok: true, layer: 'L0', reply: 'Son las 10:30.', llmCalls: 0 });
    expect(await world.assistant.ask('Hola, ¿qué día es hoy, por favor?')).toMatchObject({ ok: true, layer: 'L0', reply: 'Hoy es martes 19 de mayo de 2026.', llmCalls: 0 });
    expect(await world.assistant.ask('deshaz')).toMatchObject({ ok: true, layer: 'L0', reply: 'No hay nada que deshacer.', llmCalls: 0 });
  });

  it('should say in Spanish what unblocks a Spanish request it cannot serve', async () => {
    const where = await world.assistant.ask('¿dónde estoy?');
    expect(where).toMatchObject({ ok: false, layer: 'aporia', language: 'es', llmCalls: 0 });
    expect(where.reply).toBe(
      'No puedo resolverlo: no sé dónde estás. Para continuar: comparte tu ubicación: define [executors] location en runtime.toml ("Ciudad, País" o "lat,lon") o METNOS_EXECUTORS_LOCATION.',
    );
  });

  it('should plan a Spanish move from its frame, ask consent in Spanish naming the resolved paths, and move the file once confirmed', async () => {
    const asked = await world.assistant.ask('mueve notas.txt de Documentos a Descargas');
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, language: 'es', llmCalls: 0 });
    expect(asked.reply).toBe(
      'Necesito tu consentimiento antes de continuar:\n1. move_files (mueve o sustituye): destination: "~/Downloads"; paths: ~/Documents/notas.txt\nConfirma para ejecutar exactamente esto (válido 10 min).',
    );
    expect(existsSync(join(world.setup.home, 'Documents', 'notas.txt'))).toBe(true);
    const moved = await world.assistant.confirm(asked.confirmation!.token);
    expect(moved).toMatchObject({ ok: true, layer: 'single_step', llmCalls: 0, reply: 'He movido 1 archivo de ~/Documents a ~/Downloads: notas.txt.' });
    expect(existsSync(join(world.setup.home, 'Documents', 'notas.txt'))).toBe(false);
    expect(readFileSync(join(world.setup.home, 'Downloads', 'notas.txt'), 'utf8')).toBe('N');
  });

  it('should find files of a kind in a Spanish-named folder and reply in Spanish', async () => {
    writeFileSync(join(world.setup.home, 'Downloads', 'informe.pdf'), 'R');
    expect(await world.assistant.ask('busca archivos pdf en Descargas')).toMatchObject({
      ok: true,
      layer: 'single_step',
      llmCalls: 0,
      framework: { steps: [{ tool: 'find_files', args: { pattern: '*.pdf', folder: '~/Downloads' } }] },
      reply: 'He encontrado 1 archivo PDF en ~/Downloads: informe.pdf.',
    });
  });

  it('should read the recipient, subject and body of a Spanish mail and ask consent before sending anything', async () => {
    const asked = await world.assistant.ask('envía un correo a ana@rossi.es con asunto "Hola" diciendo "nos vemos"');
    expect(asked).toMatchObject({ ok: false, needsConfirmation: true, llmCalls: 0 });
    expect(asked.confirmation?.steps[0]?.summary).toBe('send_messages (envía al exterior): to: ana@rossi.es; subject: "Hola"; body: "nos vemos"');
    expect(existsSync(join(world.setup.dataDir, 'outbox'))).toBe(false);
  });
});
