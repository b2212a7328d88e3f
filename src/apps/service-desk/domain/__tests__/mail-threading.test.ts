import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isAutomaticMail,
  referencedMessageIds,
  replySubject,
  ticketNumberInSubject,
  ticketReference,
  TICKET_PREFIX,
} from '../mail-threading';

describe('the ticket reference', () => {
  it('is the prefix and the number', () => {
    expect(TICKET_PREFIX).toBe('RES');
    expect(ticketReference(123)).toBe('RES#123');
  });
});

describe('the ticket number in a subject', () => {
  it.each([
    ['[RES#123] Printer on fire', 123],
    ['Re: AW: Fwd: [RES#123] Printer on fire', 123],
    ['RE: [res #42] laptop', 42],
    ['Antwort: Laptop [ RES # 7 ]', 7],
    ['[RES#0012] leading zeros', 12],
    ['[RES#5] Re: [RES#9]', 5],
    ['RES#123 without brackets', null],
    ['[RES#] no number', null],
    ['[RES#0]', null],
    ['[ABC#123] another system', null],
    ['', null],
  ])('finds %j -> %j', (subject, expected) => {
    expect(ticketNumberInSubject(subject)).toBe(expected);
  });
});

describe('the reply subject', () => {
  it.each([
    ['Printer on fire', '[RES#123] Printer on fire'],
    ['[RES#123] Printer on fire', '[RES#123] Printer on fire'],
    ['Re: [RES#123] Printer on fire', '[RES#123] Printer on fire'],
    ['AW: Re: WG: [res # 123] Re: Printer on fire', '[RES#123] Printer on fire'],
    ['Printer on fire [RES#123]', '[RES#123] Printer on fire'],
    ['Re: [RES#9] merged', '[RES#123] [RES#9] merged'],
    ['Re:', '[RES#123]'],
    ['Re[2]: Fw: Printer', '[RES#123] Printer'],
  ])('turns %j into %j', (subject, expected) => {
    expect(replySubject(123, subject)).toBe(expected);
  });

  it('is stable: replying to the reply changes nothing, and the number reads back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.string({ maxLength: 40 }), (number, subject) => {
        const once = replySubject(number, subject);
        expect(replySubject(number, `Re: ${once}`)).toBe(once);
        expect(ticketNumberInSubject(`AW: ${once}`)).toBe(number);
      }),
    );
  });
});

describe('automatic mail', () => {
  it.each([
    [{ 'Auto-Submitted': 'auto-replied' }, true],
    [{ 'auto-submitted': 'auto-generated; type=vacation' }, true],
    [{ 'Auto-Submitted': 'No' }, false],
    [{ Precedence: 'bulk' }, true],
    [{ PRECEDENCE: 'List' }, true],
    [{ Precedence: 'junk' }, true],
    [{ Precedence: 'auto_reply' }, true],
    [{ Precedence: 'first-class' }, false],
    [{ 'X-Loop': 'desk@example.com' }, true],
    [{ 'X-Autoreply': 'yes' }, true],
    [{ 'X-Autorespond': 'Out of office' }, true],
    [{ 'Return-Path': '<>' }, true],
    [{ 'Return-Path': ' < > ' }, true],
    [{ 'Return-Path': '<ann@example.com>' }, false],
    [{ 'List-Id': 'IT team <it.example.com>' }, false],
    [{ Received: ['a', 'b'], Subject: 'Hello' }, false],
    [{ 'Auto-Submitted': undefined }, false],
    [{ 'Auto-Submitted': ['no', 'auto-replied'] }, true],
    [{ 'X-Auto-Response-Suppress': 'All' }, true],
    [{ 'x-auto-response-suppress': 'DR, OOF, AutoReply' }, true],
    [{ Subject: 'Automatic reply: Printer on fire' }, true],
    [{ Subject: 'AutoReply: Printer on fire' }, true],
    [{ Subject: 'Auto-Reply: Printer on fire' }, true],
    [{ Subject: 'Out of office' }, true],
    [{ Subject: 'Out of Office: Printer on fire' }, true],
    [{ Subject: 'Out of Office AutoReply: Printer on fire' }, true],
    [{ Subject: 'Out of the office' }, true],
    [{ Subject: 'Abwesenheitsnotiz: Drucker brennt' }, true],
    [{ Subject: 'Automatische Antwort: Drucker brennt' }, true],
    [{ Subject: 'automatische antwort' }, true],
    [{ Subject: 'Out of office laptop needs a charger' }, false],
    [{ Subject: 'Re: Automatic reply: printer' }, false],
    [{ Subject: 'My automatic reply rule does not work' }, false],
  ])('%o is automatic: %s', (headers, expected) => {
    expect(isAutomaticMail(headers)).toBe(expected);
  });
});

describe('the referenced message ids', () => {
  it('puts In-Reply-To first, then References newest first, without repeats', () => {
    expect(referencedMessageIds('<c@host>', '<a@host> <b@host>\r\n <c@host>')).toEqual(['<c@host>', '<b@host>', '<a@host>']);
  });

  it('reads several References headers and ids without angle brackets', () => {
    expect(referencedMessageIds('d@host', ['<a@host>', '<b@host> <c@host>'])).toEqual(['<d@host>', '<c@host>', '<b@host>', '<a@host>']);
  });

  it('is empty without headers', () => {
    expect(referencedMessageIds(undefined, undefined)).toEqual([]);
    expect(referencedMessageIds('', '  ')).toEqual([]);
  });
});
