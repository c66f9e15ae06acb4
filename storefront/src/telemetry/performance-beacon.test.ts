import { describe, expect, it } from 'vitest';
import { getCurrentLocale, setCurrentLocale } from '../i18n/current-locale';
import { useTestSimulator } from '../testing/simulator-server';
import { createMeasureBatch, toMeasure } from './performance-beacon';

const sim = useTestSimulator();

describe('the performance beacon', () => {
  it('sends a batch the simulator accepts as text/plain (204)', async () => {
    const sent: Promise<Response>[] = [];
    const batch = createMeasureBatch(
      (url, body) =>
        sent.push(
          fetch(url, {
            method: 'POST',
            body,
            headers: { 'content-type': 'text/plain', ...sim.sessionHeader() },
          }),
        ),
      '',
    );
    batch.add(toMeasure({ name: 'LCP', value: 1234.5, navigationType: 'navigate' }, '/en-us'));
    batch.add(toMeasure({ name: 'CLS', value: 0.02 }, '/en-us'));
    batch.flush();
    batch.flush(); // nothing left: no second beacon
    expect(sent).toHaveLength(1);
    expect((await sent[0])?.status).toBe(204);
  });

  it('sends nothing while performance consent (C0002) is withheld, and drops what it held', () => {
    const sent: string[] = [];
    let allowed = false;
    const batch = createMeasureBatch(
      (_url, body) => sent.push(body),
      '',
      () => allowed,
    );
    batch.add(toMeasure({ name: 'LCP', value: 900 }, '/en-gb'));
    batch.flush();
    expect(sent).toEqual([]);
    // Consent given later: only what is measured from then on is sent.
    allowed = true;
    batch.flush();
    expect(sent).toEqual([]);
    batch.add(toMeasure({ name: 'CLS', value: 0.01 }, '/en-gb'));
    batch.flush();
    expect(sent.map((body) => JSON.parse(body).measures.map((m: { name: string }) => m.name))).toEqual([
      ['CLS'],
    ]);
  });

  it('on a site outside EMEA it sends without an answer (the default consent check)', () => {
    const sent: string[] = [];
    const batch = createMeasureBatch((_url, body) => sent.push(body), '');
    batch.add(toMeasure({ name: 'LCP', value: 900 }, '/en-us'));
    batch.flush();
    expect(sent).toHaveLength(1);
  });

  it('on an EMEA site sends only while the active consent groups hold C0002', () => {
    const locale = getCurrentLocale();
    setCurrentLocale('en-gb');
    try {
      const sent: string[] = [];
      const batch = createMeasureBatch((_url, body) => sent.push(body), '');
      window.OnetrustActiveGroups = undefined;
      batch.add(toMeasure({ name: 'LCP', value: 900 }, '/en-gb'));
      batch.flush();
      window.OnetrustActiveGroups = ',C0001,C0003,';
      batch.add(toMeasure({ name: 'LCP', value: 900 }, '/en-gb'));
      batch.flush();
      expect(sent).toEqual([]);
      window.OnetrustActiveGroups = ',C0001,C0002,';
      batch.add(toMeasure({ name: 'CLS', value: 0.01 }, '/en-gb'));
      batch.flush();
      expect(sent).toHaveLength(1);
    } finally {
      setCurrentLocale(locale);
      window.OnetrustActiveGroups = undefined;
    }
  });

  it('never sends a negative or non-finite value, which the contract refuses', () => {
    expect(toMeasure({ name: 'INP', value: Number.NaN }, '/').value).toBe(0);
    expect(toMeasure({ name: 'INP', value: -3 }, '/').value).toBe(0);
  });
});
