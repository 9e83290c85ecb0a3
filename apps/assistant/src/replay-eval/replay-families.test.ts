import { describe, expect, it } from 'vitest';
import { readCatalogManifests } from '../single-step-eval/read-catalog-manifests';
import { replayEvalDays } from './replay-eval-days';
import { replayFamilies } from './replay-families';

const manifests = new Map(readCatalogManifests().map((manifest) => [manifest.name, manifest]));
const requests = replayFamilies.flatMap((family) => [...family.teach.map((request) => ({ family, request, day: 'teach' as const })), ...family.probes.map((request) => ({ family, request, day: request.day }))]);
const probes = replayFamilies.flatMap((family) => family.probes);

describe('replayFamilies', () => {
  it('should hold about 40 families, each taught (it, en and es) and probed on later days', () => {
    expect(replayFamilies.length).toBeGreaterThanOrEqual(40);
    expect(new Set(replayFamilies.map((family) => family.id)).size).toBe(replayFamilies.length);
    for (const family of replayFamilies) {
      expect(family.teach.length, family.id).toBeGreaterThanOrEqual(1);
      expect(family.probes.length, family.id).toBeGreaterThanOrEqual(4);
    }
    expect(probes.length).toBeGreaterThanOrEqual(170);
    expect(new Set(requests.map(({ request }) => request.language))).toEqual(new Set(['it', 'en', 'es']));
    expect(replayFamilies.filter((family) => family.teach.every((request) => request.language === 'es')).length).toBeGreaterThanOrEqual(9);
    expect(new Set(probes.map((probe) => probe.day))).toEqual(new Set(['thu', 'tue']));
  });

  it('should give every probe an expected plan, and mark the ones no taught plan fits as mustNotServe', () => {
    for (const probe of probes) {
      expect(probe.plan.length, probe.query).toBeGreaterThan(0);
      expect(probe.mustNotServe === undefined || probe.mustNotServe, probe.query).toBe(true);
    }
    expect(probes.filter((probe) => probe.mustNotServe === true).length).toBeGreaterThanOrEqual(10);
    expect(new Set(probes.map((probe) => probe.kind))).toEqual(new Set(['same', 'values', 'roles', 'sibling', 'quoted', 'paraphrase', 'relative-time', 'not-memory']));
  });

  it('should never ask the same request twice on one day', () => {
    for (const day of ['teach', 'thu', 'tue'] as const) {
      const queries = requests.filter((entry) => entry.day === day).map(({ request }) => request.query);
      expect(new Set(queries).size, day).toBe(queries.length);
    }
  });

  it("should plan only with the catalog's tools and their arguments, steps fed only by earlier steps", () => {
    for (const { request } of requests) {
      for (const [index, step] of request.plan.entries()) {
        const manifest = manifests.get(step.tool);
        expect(manifest, `${request.query}: ${step.tool}`).toBeDefined();
        const properties = Object.keys((manifest?.inputSchema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});
        for (const name of Object.keys(step.args)) {
          if (name === 'from_step') expect(step.args.from_step, request.query).toBeLessThanOrEqual(index);
          else expect(properties, `${request.query}: ${step.tool}.${name}`).toContain(name);
        }
        for (const name of (manifest?.inputSchema as { required?: string[] } | undefined)?.required ?? []) expect(Object.keys(step.args), `${request.query}: ${step.tool} needs ${name}`).toContain(name);
      }
    }
  });

  it('should resolve every reminder to a valid date or Rome date-time after the moment it is asked', () => {
    for (const { request, day } of requests) {
      for (const step of request.plan.filter((candidate) => candidate.tool === 'create_reminders')) {
        const when = String(step.args.when);
        expect(when, request.query).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/);
        // Every eval date falls in Rome's winter time (UTC+1); a date alone counts as its end.
        const date = new Date(when.length === 10 ? `${when}T23:59:00+01:00` : `${when}:00+01:00`);
        expect(Number.isNaN(date.getTime()), request.query).toBe(false);
        // A calendar date that exists (no 2026-11-31), read back as written.
        const [year, month, dayOfMonth] = when.slice(0, 10).split('-').map(Number);
        expect(new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, dayOfMonth)).toISOString().slice(0, 10), request.query).toBe(when.slice(0, 10));
        expect(date.getTime(), `${request.query} on ${day}`).toBeGreaterThan(replayEvalDays[day].getTime());
      }
    }
  });
});
