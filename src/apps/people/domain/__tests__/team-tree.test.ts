import { describe, expect, it } from 'vitest';
import { teamTree } from '../team-tree';

const person = (id: string, managerId: string | null) => ({ id, name: id.toUpperCase(), managerId });

describe('the team tree', () => {
  it("places reports under their manager, reports' reports deeper, each level by name", () => {
    const people = [person('cy', 'bo'), person('bo', 'root'), person('al', 'root'), person('di', 'cy')];
    expect(teamTree(people, 'root').map(({ person: { id }, depth }) => `${id}:${depth}`)).toEqual(['al:1', 'bo:1', 'cy:2', 'di:3']);
  });

  it("starts the organisation's tree at those whose manager is no one listed", () => {
    const people = [person('bo', 'al'), person('al', null), person('zed', 'gone')];
    expect(teamTree(people, null).map(({ person: { id }, depth }) => `${id}:${depth}`)).toEqual(['al:1', 'bo:2', 'zed:1']);
  });

  it('never loops on a cycle and never lists the root itself', () => {
    const people = [person('a', 'b'), person('b', 'a'), person('root', 'a')];
    const placed = teamTree(people, 'root');
    expect(placed.map(({ person: { id } }) => id)).not.toContain('root');
    expect(new Set(placed.map(({ person: { id } }) => id)).size).toBe(placed.length);
  });
});
