import { describe, expect, it } from 'vitest';
import { initialsOf } from '../../../src/domain/session/initials';

describe('the initials an avatar shows', () => {
  it.each([
    ['Ada Admin', 'AA'],
    ['Grace Brewster Murray Hopper', 'GH'],
    ['  eve   employee ', 'EE'],
    ['Zoë', 'ZO'],
    ['Ólafur Ragnar Grímsson', 'ÓG'],
    ['', '?'],
  ])('of %j are %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });
});
