import { describe, expect, it } from 'vitest';
import { stateValueText, summarizeEvent } from '../../../src/lab/model/event-summary';
import { parseEvent, parseInput, payloadText } from '../../../src/lab/model/json-text';

describe('state values as text', () => {
  it.each([
    ['loading', 'loading'],
    [{ shown: 'route' }, 'shown.route'],
    [{ playing: { audio: 'loud', video: 'normal' } }, 'playing.audio.loud, playing.video.normal'],
  ])('%j reads %s', (value, text) => {
    expect(stateValueText(value)).toBe(text);
  });
});

describe('events as one line', () => {
  it('shows the type, then the payload as compact JSON', () => {
    expect(summarizeEvent({ type: 'PLAY' })).toBe('PLAY');
    const navigate = { type: 'NAVIGATE', url: '/login', mode: 'push' };
    expect(summarizeEvent(navigate)).toBe('NAVIGATE {"url":"/login","mode":"push"}');
  });

  it('cuts a long payload short', () => {
    const settled = { type: 'IMPORTS_SETTLED', loaded: Array.from({ length: 20 }, (_, i) => `module-${i}`) };
    const line = summarizeEvent(settled);
    expect(line).toHaveLength(90);
    expect(line.endsWith('…')).toBe(true);
  });
});

describe('JSON typed by a person', () => {
  it('becomes the event of the chosen type, whatever type the payload names', () => {
    expect(parseEvent('NAVIGATE', '{"url": "/", "type": "OTHER"}')).toEqual({ ok: true, value: { url: '/', type: 'NAVIGATE' } });
    expect(parseEvent('PLAY', '  ')).toEqual({ ok: true, value: { type: 'PLAY' } });
  });

  it('is refused when it is not JSON, or not an object', () => {
    expect(parseEvent('NAVIGATE', '{"url": ')).toEqual({ ok: false, problem: { kind: 'not-json', detail: expect.any(String) } });
    for (const text of ['[]', 'null', '"text"', '3']) {
      expect(parseInput(text)).toEqual({ ok: false, problem: { kind: 'not-an-object' } });
    }
  });

  it('starts from the sample of the event, without its type', () => {
    const sample = { type: 'NAVIGATE', url: '/', mode: 'push' };
    expect(payloadText(sample)).toBe('{\n  "url": "/",\n  "mode": "push"\n}');
    expect(payloadText(undefined)).toBe('{}');
  });
});
