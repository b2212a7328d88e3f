import { describe, expect, it } from 'vitest';
import {
  autoDismissDelay,
  validateToastOptions,
  validateToastPatch,
  type ToastOptions,
} from '../../../src/domain/feedback/toast-options';

describe('validateToastOptions', () => {
  const good: ReadonlyArray<readonly [string, unknown, ToastOptions]> = [
    ['a message alone gets the defaults', { message: 'Saved' }, { message: 'Saved', type: 'info', position: 'bottom', timeout: 5000 }],
    ['timeout 0 is kept (stays until dismissed)', { message: 'Hi', timeout: 0 }, { message: 'Hi', type: 'info', position: 'bottom', timeout: 0 }],
    ['a fractional timeout is allowed', { message: 'Hi', timeout: 1500.5 }, { message: 'Hi', type: 'info', position: 'bottom', timeout: 1500.5 }],
    ['every field given', { message: 'Gone', type: 'negative', position: 'top-left', timeout: 100 }, { message: 'Gone', type: 'negative', position: 'top-left', timeout: 100 }],
    ['ongoing at the centre', { message: 'Working', type: 'ongoing', position: 'center' }, { message: 'Working', type: 'ongoing', position: 'center', timeout: 5000 }],
    ['unknown extra keys are ignored', { message: 'Hi', icon: 'x' }, { message: 'Hi', type: 'info', position: 'bottom', timeout: 5000 }],
  ];

  it.each(good)('accepts: %s', (_, input, expected) => {
    expect(validateToastOptions(input)).toEqual({ ok: true, value: expected });
  });

  it.each(['top-left', 'top-right', 'bottom-left', 'bottom-right', 'top', 'bottom', 'left', 'right', 'center'])(
    'accepts position %s',
    (position) => {
      expect(validateToastOptions({ message: 'Hi', position })).toMatchObject({ ok: true, value: { position } });
    },
  );

  it.each(['positive', 'negative', 'warning', 'info', 'ongoing'])('accepts type %s', (type) => {
    expect(validateToastOptions({ message: 'Hi', type })).toMatchObject({ ok: true, value: { type } });
  });

  const bad: ReadonlyArray<readonly [string, unknown, RegExp]> = [
    ['an unknown position', { message: 'Hi', position: 'middle' }, /unknown position "middle"/],
    ['a position in the wrong case', { message: 'Hi', position: 'TOP' }, /unknown position "TOP"/],
    ['a negative timeout', { message: 'Hi', timeout: -1 }, /timeout/],
    ['NaN as timeout', { message: 'Hi', timeout: Number.NaN }, /timeout/],
    ['Infinity as timeout', { message: 'Hi', timeout: Number.POSITIVE_INFINITY }, /timeout/],
    ['a numeric string as timeout', { message: 'Hi', timeout: '5000' }, /timeout/],
    ['null as timeout', { message: 'Hi', timeout: null }, /timeout/],
    ['a boolean as timeout', { message: 'Hi', timeout: true }, /timeout/],
    ['an unknown type', { message: 'Hi', type: 'success' }, /unknown type "success"/],
    ['a missing message', { type: 'info' }, /message is missing/],
    ['an empty message', { message: '  ' }, /message must be a non-empty string/],
    ['a message that is not text', { message: 42 }, /message must be a non-empty string/],
    ['no object at all', 'Saved', /must be an object/],
    ['null', null, /must be an object/],
    ['an array', [{ message: 'Hi' }], /must be an object/],
  ];

  it.each(bad)('rejects %s', (_, input, problem) => {
    const result = validateToastOptions(input);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join('\n')).toMatch(problem);
  });

  it('reports every problem at once, not only the first', () => {
    const result = validateToastOptions({ position: 'nowhere', timeout: -5, type: 'loud' });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems).toHaveLength(4);
  });
});

describe('validateToastPatch', () => {
  it('accepts a partial change without defaults', () => {
    expect(validateToastPatch({ type: 'positive' })).toEqual({ ok: true, value: { type: 'positive' } });
  });

  it('applies the same rules to the fields it has', () => {
    expect(validateToastPatch({ position: 'middle' }).ok).toBe(false);
    expect(validateToastPatch({ timeout: Number.NaN }).ok).toBe(false);
  });
});

describe('autoDismissDelay', () => {
  it.each([
    ['info', 5000, 5000],
    ['negative', 100, 100],
    ['info', 0, null],
    ['ongoing', 5000, null],
  ] as const)('%s with timeout %d dismisses after %s', (type, timeout, expected) => {
    expect(autoDismissDelay({ type, timeout })).toBe(expected);
  });
});
