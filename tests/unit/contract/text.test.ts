import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { fieldErrorsOf } from '../../../contract/field-problems';
import { cleanText, text } from '../../../contract/text';
import { createI18n } from '../../every-language-i18n';
import { RequestProblem } from '../../../src/application/errors/request-problem';
import { fieldProblemText } from '../../../src/ui/kit/problem-text';

const contractDir = fileURLToPath(new URL('../../../contract/', import.meta.url));

function codesOf(schema: z.ZodType, value: unknown): { path: string; code: string | undefined }[] {
  const result = schema.safeParse(value);
  return result.success ? [] : fieldErrorsOf(result.error.issues, 'body').map(({ path, code }) => ({ path, code }));
}

describe('the contract’s text type', () => {
  const Field = z.strictObject({ name: text().trim().min(1).max(10) });

  it('refuses NUL and an unpaired surrogate wherever they sit, as invalid-characters', () => {
    for (const name of ['a\u0000b', '\u0000', 'ab\ud800', '\udfffab', 'a\ud800\ud800b']) {
      expect(codesOf(Field, { name }), JSON.stringify(name)).toEqual([{ path: 'body.name', code: 'invalid-characters' }]);
    }
  });

  it('takes every real character: a surrogate pair, U+FFFD, tabs and line breaks', () => {
    for (const name of ['😀 ok', '\ufffd', 'a\tb\nc', 'Ünïcödé']) expect(codesOf(Field, { name }), name).toEqual([]);
  });

  it('still tells the other checks, and is what a union of text and numbers reports', () => {
    expect(codesOf(Field, { name: `${'x'.repeat(10)}\u0000` }).map(({ code }) => code)).toEqual(['invalid-characters', 'too-long']);
    expect(codesOf(z.union([text(), z.number()]), 'a\u0000')).toEqual([{ path: 'body', code: 'invalid-characters' }]);
  });

  it('refuses a map key as its own text, at a path that no longer carries the character', () => {
    const Fields = z.record(text().max(60), text());
    expect(codesOf(Fields, { 'R\u0000M': '32 GB' })).toEqual([{ path: 'body.R\ufffdM', code: 'invalid-characters' }]);
    expect(cleanText('a\u0000b\ud800c😀')).toBe('a\ufffdb\ufffdc😀');
  });

  it('is worded in each language of the fields catalogue', () => {
    const refused = new RequestProblem(400, '/problems/validation', 'The request is not valid', fieldErrorsOf(Field.safeParse({ name: 'a\u0000' }).error!.issues, 'body'));
    expect(fieldProblemText(createI18n('en').t, refused, 'name')).toBe('Remove the invisible or broken characters from this text.');
    expect(fieldProblemText(createI18n('de').t, refused, 'name')).toBe('Entfernen Sie die unsichtbaren oder fehlerhaften Zeichen aus diesem Text.');
  });

  it('is the only way the contract declares a string', () => {
    const files = readdirSync(contractDir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.ts') && name !== 'text.ts');
    for (const file of files) {
      const source = readFileSync(join(contractDir, file), 'utf8');
      expect(source, file).not.toMatch(/\bz\s*\.\s*string\s*\(/);
      for (const line of source.split('\n').filter((row) => /\bz\.url\(/.test(row))) expect(line, file).toContain('storable()');
    }
  });
});
