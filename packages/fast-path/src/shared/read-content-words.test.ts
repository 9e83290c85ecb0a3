import { describe, expect, it } from 'vitest';
import { extractValues } from '@metnos/args-extractor';
import { readContentWords } from './read-content-words';

const clock = { now: new Date('2026-05-19T12:05:00Z'), timeZone: 'Europe/Rome' };
const words = (text: string) => [...readContentWords(text, clock)].sort();

describe('readContentWords', () => {
  it('should fold case, accents, punctuation and courtesy', () => {
    expect(words('Per favore, che tempo fa a Forlì?')).toEqual(words("che tempo fa a forli'"));
    expect(words('Could you show my unread emails from Amazon please?')).toEqual(words('show my unread emails from amazon'));
  });

  it('should leave the values the rules read to the replay', () => {
    expect(words('remind me on Oct. 17 to renew the passport')).toEqual(words('remind me on Oct. 18 to renew the passport'));
  });

  it('should leave out the values given for the text (a frame\'s) instead of reading them again', () => {
    const text = 'show the photos of tomorrow from anna';
    const values = extractValues(text, clock);
    expect([...readContentWords(text, { ...clock, values })].sort()).toEqual(words(text));
    // Given no values, nothing is left out: the reading is the one given, not a new one.
    expect(readContentWords(text, { ...clock, values: [] }).has('tomorrow')).toBe(true);
    expect(readContentWords(text, { ...clock, values }).has('tomorrow')).toBe(false);
  });

  it('should read number words as digits and value classes as one key', () => {
    expect(words('the three largest files')).toEqual(words('the 3 largest files'));
    expect(words('set the volume to 30 percent')).toEqual(words('set the volume to 30%'));
    expect(words('under 200 euros')).toEqual(words('under €200'));
    expect(words('under 200 euros')).not.toEqual(words('under 200 dollars'));
    expect(words('set the thermostat to 70 °F')).not.toEqual(words('set the thermostat to 70 °C'));
  });

  it('should leave vocabulary verbs to the action reader and keep other verbs and objects', () => {
    expect(words('manda una mail a Luca')).toEqual(words('invia una email a Luca'));
    expect(words('compress the logs folder')).not.toEqual(words('extract the logs folder'));
    expect(words('cerca nella posta in arrivo')).not.toEqual(words('cerca nel cestino'));
  });

  it('should keep directions: "from"/"to", and "a"/"da"/"per" in an Italian request only', () => {
    expect(words('find the emails from Paolo')).not.toEqual(words('find the emails to Paolo'));
    expect(words('trova le mail di Paolo')).not.toEqual(words('trova le mail a Paolo'));
    expect(words('trova le mail da Paolo')).not.toEqual(words('trova le mail per Paolo'));
    expect(words('per favore trova le mail di Paolo')).toEqual(words('trova le mail di Paolo'));
    expect(words('set a reminder')).toEqual(words('set reminder'));
    expect([...readContentWords('a Roma', { ...clock, language: 'en' })]).toEqual(['roma']);
  });

  it('should read a Spanish request: its function words ignored, its directions, numbers and objects kept', () => {
    expect(words('busca los correos de Pablo')).toEqual(['de', 'object:messages', 'pablo']);
    expect(words('busca los correos de Pablo')).not.toEqual(words('busca los correos para Pablo'));
    expect(words('manda un correo a Luca, por favor')).toEqual(words('envía un email a Luca'));
    expect(words('muestra los tres archivos más grandes')).toEqual(words('muestra los 3 archivos más grandes'));
    // A Spanish function word is content in an English request ("son").
    expect(words('call my son')).toContain('son');
  });

  it('should keep negations, bounds and numbers spelled like function words', () => {
    expect(words('hotels under 100')).not.toEqual(words('hotels over 100'));
    expect(words('un tavolo per uno')).not.toEqual(words('un tavolo per sei'));
  });
});
