import { describe, expect, it } from 'vitest';
import { appCatalogue, firstSidebarApp, groupByCategory } from '../../../../src/domain/apps/app-catalogue';

describe("the app someone is likeliest to open after signing in", () => {
  it("is the first of the sidebar's entries among their allowed apps", () => {
    const allowed = appCatalogue.filter((app) => app.inSidebar && !app.embedded).map((app) => app.slug);
    const sidebarOrder = groupByCategory(allowed).flatMap((group) => group.apps);
    expect(firstSidebarApp([...allowed].reverse())?.slug).toBe(sidebarOrder[0]?.slug);
  });

  it("is never a partner's embedded app or one the sidebar hides, and none without allowed apps", () => {
    const skipped = appCatalogue.filter((app) => app.embedded || !app.inSidebar).map((app) => app.slug);
    expect(skipped.length).toBeGreaterThan(0);
    expect(firstSidebarApp(skipped)).toBeUndefined();
    expect(firstSidebarApp([])).toBeUndefined();
  });
});
