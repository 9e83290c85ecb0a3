import { describe, expect, it } from 'vitest';
import { extractValues } from '@metnos/args-extractor';
import { readContentWords } from './read-content-words';
import type { Language } from '@metnos/core';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const words = (text: string, language: Language) => [...readContentWords(text, { ...clock, language })].sort();

describe('readContentWords', () => {
  it('should fold case, accents, punctuation and courtesy', () => {
    expect(words('Per favore, che tempo fa a Forlì?', 'it')).toEqual(words("che tempo fa a forli'", 'it'));
    expect(words('Could you show my unread emails from Amazon please?', 'en')).toEqual(words('show my unread emails from amazon', 'en'));
  });

  it('should leave the values the rules read to the replay', () => {
    expect(words('remind me on Oct. 17 to renew the passport', 'en')).toEqual(words('remind me on Oct. 18 to renew the passport', 'en'));
  });

  it('should leave out the values given for the text (a frame\'s) instead of reading them again', () => {
    const text = 'show the photos of tomorrow from anna';
    const values = extractValues(text, { ...clock, language: 'en' });
    expect([...readContentWords(text, { ...clock, language: 'en', values })].sort()).toEqual(words(text, 'en'));
    // Given no values, nothing is left out: the reading is the one given, not a new one.
    expect(readContentWords(text, { ...clock, language: 'en', values: [] }).has('tomorrow')).toBe(true);
    expect(readContentWords(text, { ...clock, language: 'en', values }).has('tomorrow')).toBe(false);
  });

  it('should read number words as digits and value classes as one key', () => {
    expect(words('the three largest files', 'en')).toEqual(words('the 3 largest files', 'en'));
    expect(words('set the volume to 30 percent', 'en')).toEqual(words('set the volume to 30%', 'en'));
    expect(words('under 200 euros', 'en')).toEqual(words('under €200', 'en'));
    expect(words('under 200 euros', 'en')).not.toEqual(words('under 200 dollars', 'en'));
    expect(words('set the thermostat to 70 °F', 'en')).not.toEqual(words('set the thermostat to 70 °C', 'en'));
  });

  it('should leave vocabulary verbs to the action reader and keep other verbs and objects', () => {
    expect(words('manda una mail a Luca', 'it')).toEqual(words('invia una email a Luca', 'it'));
    expect(words('compress the logs folder', 'en')).not.toEqual(words('extract the logs folder', 'en'));
    expect(words('cerca nella posta in arrivo', 'it')).not.toEqual(words('cerca nel cestino', 'it'));
  });

  it('should keep directions: "from"/"to", and "a"/"da"/"per" in an Italian request only', () => {
    expect(words('find the emails from Paolo', 'en')).not.toEqual(words('find the emails to Paolo', 'en'));
    expect(words('trova le mail di Paolo', 'it')).not.toEqual(words('trova le mail a Paolo', 'it'));
    expect(words('trova le mail da Paolo', 'it')).not.toEqual(words('trova le mail per Paolo', 'it'));
    expect(words('per favore trova le mail di Paolo', 'it')).toEqual(words('trova le mail di Paolo', 'it'));
    expect(words('set a reminder', 'en')).toEqual(words('set reminder', 'en'));
    expect([...readContentWords('a Roma', { ...clock, language: 'en' })]).toEqual(['roma']);
  });

  it('should read the request in the language it is given, never guessing another', () => {
    // The turn's language decides: "da" is a direction of an Italian request and a function word of an English one.
    expect(words('le mail da Paolo', 'it')).toContain('da');
    expect(words('le mail da Paolo', 'en')).not.toContain('da');
    // "son" is a Spanish function word, and content in the same words read as English.
    expect(words('son las fotos de Ana', 'es')).not.toContain('son');
    expect(words('son las fotos de Ana', 'en')).toContain('son');
  });

  it('should read a Spanish request: its function words ignored, its directions, numbers and objects kept', () => {
    expect(words('busca los correos de Pablo', 'es')).toEqual(['de', 'object:messages', 'pablo']);
    expect(words('busca los correos de Pablo', 'es')).not.toEqual(words('busca los correos para Pablo', 'es'));
    expect(words('manda un correo a Luca, por favor', 'es')).toEqual(words('envía un email a Luca', 'es'));
    expect(words('muestra los tres archivos más grandes', 'es')).toEqual(words('muestra los 3 archivos más grandes', 'es'));
    // A Spanish function word is content in an English request ("son").
    expect(words('call my son', 'en')).toContain('son');
  });

  it('should keep negations, bounds and numbers spelled like function words', () => {
    expect(words('hotels under 100', 'en')).not.toEqual(words('hotels over 100', 'en'));
    expect(words('un tavolo per uno', 'it')).not.toEqual(words('un tavolo per sei', 'it'));
  });
});
