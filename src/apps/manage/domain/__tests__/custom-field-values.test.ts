import { describe, expect, it } from 'vitest';
import { checkCustomFields, type CustomFieldDefinition } from '../custom-field-values';

const fields: CustomFieldDefinition[] = [
  { name: 'RAM GB', kind: 'number', options: [], required: true },
  { name: 'Bought', kind: 'date', options: [], required: false },
  { name: 'Colour', kind: 'list', options: ['Black', 'Silver'], required: false },
  { name: 'Note', kind: 'text', options: [], required: false },
];

describe('custom field values', () => {
  it('reads each value as its field’s kind, matched by name in any case', () => {
    expect(checkCustomFields(fields, { 'ram gb': '16', Bought: '2024-02-29', colour: 'silver', Note: '  spare  ' })).toEqual({
      ok: true,
      values: { 'RAM GB': 16, Bought: '2024-02-29', Colour: 'Silver', Note: 'spare' },
    });
    expect(checkCustomFields(fields, { 'RAM GB': '12,5' })).toEqual({ ok: true, values: { 'RAM GB': 12.5 } });
  });

  it('names every problem: a missing required value, a number, a date and an option', () => {
    const checked = checkCustomFields(fields, { 'RAM GB': ' ', Bought: '2023-02-29', Colour: 'Gold' });
    expect(checked.ok ? [] : checked.problems.map((problem) => [problem.field, problem.code])).toEqual([
      ['RAM GB', 'required'],
      ['Bought', 'date'],
      ['Colour', 'option'],
    ]);
    const number = checkCustomFields(fields, { 'RAM GB': '16 GB' });
    expect(number.ok ? null : number.problems[0]!.message).toBe('RAM GB must be a number');
  });

  it('keeps values of names the type does not define and drops blank optional ones', () => {
    expect(checkCustomFields(fields, { 'RAM GB': 8, Imported: 'yes', Note: '' })).toEqual({ ok: true, values: { 'RAM GB': 8, Imported: 'yes' } });
  });
});
